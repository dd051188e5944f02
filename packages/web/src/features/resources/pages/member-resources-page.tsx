import { PageTitle } from "../../../components/page-title.tsx";

// spec §2: the publication and handbook links follow in a later issue.
export function MemberResourcesPage() {
  return <PageTitle>Member Resources</PageTitle>;
}
