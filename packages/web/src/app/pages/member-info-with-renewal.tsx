import { getToken } from "../../api/token-storage.ts";
import { countriesQuery } from "../../api/use-countries.ts";
import { profileQuery } from "../../api/use-profile.ts";
import { subdivisionsQuery } from "../../api/use-subdivisions.ts";
import { MemberInfoPage } from "../../features/profile/pages/member-info-page.tsx";
import { MemberRenewal } from "../../features/renewal/components/member-renewal.tsx";
import type { PrefetchData } from "../lazy-page.tsx";

/**
 * The lists the form asks for once the profile has arrived (the countries and the member's country's states),
 * asked for beside the page's code instead (app/lazy-page.tsx). The renewal's data is asked for fresh whenever the
 * page shows, so it is not fetched early (it would be fetched twice).
 */
export const prefetch: PrefetchData = (queryClient) => {
  if (getToken() === null) return;
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
