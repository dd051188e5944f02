import { type MemberSearchFilters, type MemberSortKey, useMemberSearch } from "../api/use-member-search.ts";
import { returnPaths } from "../state/return-paths.ts";
import type { SavedSearchKind } from "../state/saved-search.ts";
import type { SearchState } from "../state/use-search-state.ts";
import { MemberResultList } from "./member-result-list.tsx";
import { SearchStateResults } from "./search-state-results.tsx";
import type { SortKey } from "./sort-bar.tsx";

const sortKeys: SortKey<MemberSortKey>[] = [
  { key: "last_name", label: "Last Name" },
  { key: "member_no", label: "Member Number" },
];

interface MemberSearchResultsProps {
  kind: SavedSearchKind;
  state: SearchState<MemberSearchFilters, MemberSortKey>;
}

// spec §2, §3: the members found, sorted by last name or member number.
export function MemberSearchResults({ kind, state }: MemberSearchResultsProps) {
  const results = useMemberSearch(state.search);
  return (
    <SearchStateResults
      description="Members of the club matching your search. Select a name to see the member's details and cars."
      sortKeys={sortKeys}
      state={state}
      results={results}
      showTotal
    >
      <MemberResultList
        members={results.data?.results ?? []}
        sort={state.search?.sort}
        order={state.search?.order ?? "asc"}
        onSort={state.sortBy}
        onOpen={state.remember}
        returnTo={returnPaths[kind]}
        steps={state.steps}
      />
    </SearchStateResults>
  );
}
