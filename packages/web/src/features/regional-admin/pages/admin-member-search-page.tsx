import { PageTitle } from "../../../components/page-title.tsx";

// spec §2: the administrator's member search form follows in a later issue.
export function AdminMemberSearchPage() {
  return <PageTitle>Member Search</PageTitle>;
}
