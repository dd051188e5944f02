import { PageTitle } from "../../../components/page-title.tsx";
import { SearchTabs } from "../components/search-tabs.tsx";

// spec §2: the search form and results follow in a later issue.
export function VehicleSearchPage() {
  return (
    <SearchTabs active="vehicle">
      <PageTitle>Car Search</PageTitle>
    </SearchTabs>
  );
}
