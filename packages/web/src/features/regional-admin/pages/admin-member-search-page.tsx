import { useAvailableRegions } from "../../../api/use-available-regions.ts";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import type { MemberSearchFilters, MemberSortKey } from "../../../search/api/use-member-search.ts";
import { MemberSearchResults } from "../../../search/components/member-search-results.tsx";
import { useSearchState } from "../../../search/state/use-search-state.ts";
import { AdminMemberSearchForm } from "../components/admin-member-search-form.tsx";
import { administeredRegions } from "../report/administered-regions.ts";

// spec §2, §5: the administrator's search of the members of their regions.
export function AdminMemberSearchPage() {
  const regions = useAvailableRegions();
  const state = useSearchState<MemberSearchFilters, MemberSortKey>("admin-member");
  return (
    <>
      <PageTitle>Member Search</PageTitle>
      {regions.isPending ? <LoadingState /> : null}
      {regions.isError ? <LoadFailure what="regions" onRetry={() => void regions.refetch()} /> : null}
      {regions.data ? (
        <AdminMemberSearchForm
          regions={administeredRegions(regions.data)}
          filters={state.search?.filters}
          onSearch={(filters) => state.run(filters, "last_name", "asc")}
          onClear={state.clear}
        />
      ) : null}
      <MemberSearchResults kind="admin-member" state={state} />
    </>
  );
}
