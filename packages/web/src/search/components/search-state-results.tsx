import type { ReactNode } from "react";
import type { SearchState } from "../state/use-search-state.ts";
import { SearchResults } from "./search-results.tsx";
import type { SortKey } from "./sort-bar.tsx";

interface SearchStateResultsProps<Filters, Key extends string> {
  description: string;
  sortKeys: SortKey<Key>[];
  /** The search page's search: sorting and paging change it. */
  state: SearchState<Filters, Key>;
  /** The query that runs the search. */
  results: { data?: { total: number }; isFetching: boolean; error: unknown };
  showTotal?: boolean;
  children: ReactNode;
}

/** A search page's results: nothing until a search is run, then sorted and paged through its search state. */
export function SearchStateResults<Filters, Key extends string>({
  description,
  sortKeys,
  state,
  results,
  showTotal,
  children,
}: SearchStateResultsProps<Filters, Key>) {
  const { search } = state;
  if (!search) return null;
  return (
    <SearchResults
      description={description}
      sortKeys={sortKeys}
      sort={search.sort}
      order={search.order}
      onSort={state.sortBy}
      page={search.page}
      onPageChange={state.goToPage}
      total={results.data?.total}
      showTotal={showTotal}
      loading={results.isFetching}
      error={results.error}
      shown={state.steps.shown}
    >
      {children}
    </SearchResults>
  );
}
