import { PageTitle } from "../../../components/page-title.tsx";
import type { MemberSearchFilters, MemberSortKey } from "../../../search/api/use-member-search.ts";
import { MemberSearchResults } from "../../../search/components/member-search-results.tsx";
import { useSearchState } from "../../../search/state/use-search-state.ts";
import { MemberSearchForm } from "../components/member-search-form.tsx";
import { SearchTabs } from "../components/search-tabs.tsx";

// spec §2, §4: the member search form and its results, restored on the way back from a member's page.
export function MemberSearchPage() {
  const state = useSearchState<MemberSearchFilters, MemberSortKey>("member");
  return (
    <SearchTabs active="member">
      <PageTitle>Member Search</PageTitle>
      <MemberSearchForm
        filters={state.search?.filters}
        onSearch={(filters) => state.run(filters, "last_name", "asc")}
        onClear={state.clear}
      />
      <MemberSearchResults kind="member" state={state} />
    </SearchTabs>
  );
}
