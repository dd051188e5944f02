import { PageTitle } from "../../../components/page-title.tsx";

// spec §2: the member's data and cars follow in a later issue.
export function MemberDetailPage() {
  return <PageTitle>Member Details</PageTitle>;
}
