import { PageTitle } from "../../../components/page-title.tsx";
import { useMembershipDetails } from "../api/use-membership-details.ts";

// spec §2: the national, regional and associate panels follow in a later issue. Opening the page
// already refreshes membership details (a revoked session is noticed here, spec §4).
export function MembershipDetailsPage() {
  useMembershipDetails();
  return <PageTitle>Membership Details</PageTitle>;
}
