import { isoDay } from "@club/domain/days";
import { regionalStatusFilters, regionalStatusLabel, renewedYear } from "@club/domain/search.schema";
import { useMembershipDetails } from "../../../api/use-membership-details.ts";

/** spec §9: the four regional status filters; "Renewed {year}" follows the renewal window. */
export function useStatusOptions() {
  const details = useMembershipDetails();
  const window = details.data?.renewalWindow;
  const today = isoDay(new Date());
  const year = window ? renewedYear(today, window) : Number(today.slice(0, 4));
  return regionalStatusFilters.map((filter) => ({ label: regionalStatusLabel(filter, year), value: filter }));
}
