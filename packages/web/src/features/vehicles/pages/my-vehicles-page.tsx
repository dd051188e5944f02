import { PageTitle } from "../../../components/page-title.tsx";

// spec §2: the vehicle list and form follow in a later issue.
export function MyVehiclesPage() {
  return <PageTitle>My Vehicles</PageTitle>;
}
