import { useEffect, useState } from "react";
import { nextSort, type SortOrder } from "./next-sort.ts";
import { forgetSavedSearch, readSavedSearch, type SavedSearchKind, saveSearch } from "./saved-search.ts";
import type { SearchParams } from "./search-params.ts";

/**
 * The search of a search page (spec §4): null until the form is submitted, or the search saved before a
 * detail page opened, which is restored (and so run again) and then removed from session storage.
 */
export function useSearchState<Filters, Key extends string>(kind: SavedSearchKind) {
  const [search, setSearch] = useState<SearchParams<Filters, Key> | null>(() =>
    readSavedSearch<SearchParams<Filters, Key>>(kind),
  );

  useEffect(() => {
    forgetSavedSearch(kind);
  }, [kind]);

  return {
    search,
    /** A submitted form: its non-empty filters, page 1 and the default sort. */
    run(filters: Filters, sort: Key | undefined, order: SortOrder = "asc") {
      setSearch({ filters, sort, order, page: 1 });
    },
    sortBy(key: Key) {
      setSearch((current) => (current ? { ...current, ...nextSort(current, key), page: 1 } : current));
    },
    goToPage(page: number) {
      setSearch((current) => (current ? { ...current, page } : current));
    },
    clear() {
      setSearch(null);
    },
    /** Keeps the search for the way back from a detail page. */
    remember() {
      if (search) saveSearch(kind, search);
    },
  };
}

export type SearchState<Filters, Key extends string> = ReturnType<typeof useSearchState<Filters, Key>>;
