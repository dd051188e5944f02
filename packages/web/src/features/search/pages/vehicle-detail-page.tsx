import { PageTitle } from "../../../components/page-title.tsx";

// spec §2: the car and its owner follow in a later issue.
export function VehicleDetailPage() {
  return <PageTitle>Car Details</PageTitle>;
}
