import { PageTitle } from "../../../components/page-title.tsx";

// spec §2: the export form follows in a later issue.
export function RegionalReportsPage() {
  return <PageTitle>Regional Reports</PageTitle>;
}
