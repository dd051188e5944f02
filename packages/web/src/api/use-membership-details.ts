import { membershipDetailsSchema } from "@club/domain/membership.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

/**
 * Fresh for half a minute: a page that asked for them beside its code (app/lazy-page.tsx) does not ask again when it
 * renders. A paid renewal reloads them (use-reload-membership.ts), and a refusal of the directory too.
 */
export const membershipDetailsQuery = queryOptions({
  queryKey: queryKeys.membershipDetails,
  queryFn: () => apiRequest("/members/membership_details", membershipDetailsSchema),
  staleTime: 30_000,
});

export function useMembershipDetails() {
  return useQuery(membershipDetailsQuery);
}
