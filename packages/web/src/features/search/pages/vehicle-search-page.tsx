import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { SearchStateResults } from "../../../search/components/search-state-results.tsx";
import type { SortKey } from "../../../search/components/sort-bar.tsx";
import { useSearchState } from "../../../search/state/use-search-state.ts";
import {
  useVehicleSearch,
  type VehicleSearchFilters,
  type VehicleSortKey,
} from "../api/use-vehicle-search.ts";
import { SearchTabs } from "../components/search-tabs.tsx";
import { VehicleResultList } from "../components/vehicle-result-list.tsx";
import { VehicleSearchForm } from "../components/vehicle-search-form.tsx";

const sortKeys: SortKey<VehicleSortKey>[] = [
  { key: "year", label: "Year" },
  { key: "model", label: "Model" },
];

// spec §2, §4: the car search form and its results, restored on the way back from a car's page.
export function VehicleSearchPage() {
  const state = useSearchState<VehicleSearchFilters, VehicleSortKey>("vehicle");
  const results = useVehicleSearch(state.search);
  return (
    <SearchTabs active="vehicle">
      <PageTitle>Car Search</PageTitle>
      <Anchor component={Link} to="/my-profile/registry" display="inline-block" mb="md">
        The registry in numbers
      </Anchor>
      <VehicleSearchForm
        filters={state.search?.filters}
        onSearch={(filters) => state.run(filters, undefined)}
        onClear={state.clear}
      />
      <SearchStateResults
        description="Cars registered with the club matching your search. Select a car to see its details and owner."
        sortKeys={sortKeys}
        state={state}
        results={results}
      >
        <VehicleResultList
          vehicles={results.data?.results ?? []}
          sort={state.search?.sort}
          order={state.search?.order ?? "asc"}
          onSort={state.sortBy}
          onOpen={state.remember}
          steps={state.steps}
        />
      </SearchStateResults>
    </SearchTabs>
  );
}
