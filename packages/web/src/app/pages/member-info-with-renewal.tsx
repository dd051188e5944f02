import { getToken } from "../../api/token-storage.ts";
import { countriesQuery } from "../../api/use-countries.ts";
import { profileQuery } from "../../api/use-profile.ts";
import { subdivisionsQuery } from "../../api/use-subdivisions.ts";
import { MemberInfoPage } from "../../features/profile/pages/member-info-page.tsx";
import { renewDataQuery } from "../../features/renewal/api/use-renew-data.ts";
import { MemberRenewal } from "../../features/renewal/components/member-renewal.tsx";
import type { PrefetchData } from "../lazy-page.tsx";

/**
 * What the page asks for once the profile has arrived (the renewal's data, the countries and the member's country's
 * states), asked for beside its code instead (app/lazy-page.tsx).
 */
export const prefetch: PrefetchData = (queryClient) => {
  if (getToken() === null) return;
  void queryClient.prefetchQuery(renewDataQuery);
  void queryClient.prefetchQuery(countriesQuery);
  void queryClient
    .ensureQueryData(profileQuery)
    .then((profile) => {
      if (profile.country) void queryClient.prefetchQuery(subdivisionsQuery(profile.country));
    })
    .catch(() => undefined);
};

// spec §2: Member Info hosts the renewal. Features never import each other, so the two meet here.
export function MemberInfoWithRenewal() {
  return <MemberInfoPage renewal={MemberRenewal} />;
}
