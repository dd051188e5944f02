import { PageTitle } from "../../../components/page-title.tsx";

// spec §2: registered and available events follow in a later issue.
export function MyEventsPage() {
  return <PageTitle>My Events</PageTitle>;
}
