import { PageTitle } from "../../../components/page-title.tsx";
import { SearchResults } from "../../../search/components/search-results.tsx";
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
  const { search } = state;
  const results = useVehicleSearch(search);
  return (
    <SearchTabs active="vehicle">
      <PageTitle>Car Search</PageTitle>
      <VehicleSearchForm
        filters={search?.filters}
        onSearch={(filters) => state.run(filters, undefined)}
        onClear={state.clear}
      />
      {search ? (
        <SearchResults
          description="Cars registered with the club matching your search. Select a car to see its details and owner."
          sortKeys={sortKeys}
          sort={search.sort}
          order={search.order}
          onSort={state.sortBy}
          page={search.page}
          onPageChange={state.goToPage}
          total={results.data?.total}
          loading={results.isFetching}
          error={results.error}
        >
          <VehicleResultList vehicles={results.data?.results ?? []} onOpen={state.remember} />
        </SearchResults>
      ) : null}
    </SearchTabs>
  );
}
