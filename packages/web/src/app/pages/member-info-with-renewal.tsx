import { MemberInfoPage } from "../../features/profile/pages/member-info-page.tsx";
import { MemberRenewal } from "../../features/renewal/components/member-renewal.tsx";

// spec §2: Member Info hosts the renewal. Features never import each other, so the two meet here.
export function MemberInfoWithRenewal() {
  return <MemberInfoPage renewal={MemberRenewal} />;
}
