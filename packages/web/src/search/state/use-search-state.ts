import { useEffect, useState } from "react";
import { nextSort, type SortOrder } from "./next-sort.ts";
import { resultsStep } from "./result-steps.ts";
import {
  forgetSavedSearch,
  type OpenedRow,
  readOpenedRow,
  readSavedSearch,
  type SavedSearchKind,
  saveOpenedRow,
  saveSearch,
} from "./saved-search.ts";
import type { SearchParams } from "./search-params.ts";

/** How far a phone's result cards are shown (issue 25), and the result to land on when coming back to them. */
export interface ResultSteps {
  /** How many of the page's results are shown; more as the member scrolls. */
  shown: number;
  showMore: () => void;
  /** The key of the result whose page was opened, on the way back from it. */
  openedRow: string | undefined;
}

/**
 * The search of a search page (spec §4): null until the form is submitted, or the search saved before a
 * detail page opened, which is restored (and so run again) and then removed from session storage. With it come
 * how many results were shown and which was opened, so the way back shows that result where it was.
 */
export function useSearchState<Filters, Key extends string>(kind: SavedSearchKind) {
  const [search, setSearch] = useState<SearchParams<Filters, Key> | null>(() =>
    readSavedSearch<SearchParams<Filters, Key>>(kind),
  );
  const [opened, setOpened] = useState<OpenedRow | null>(() => (search ? readOpenedRow(kind) : null));
  const [shown, setShown] = useState(() => opened?.shown ?? resultsStep);

  useEffect(() => {
    forgetSavedSearch(kind);
  }, [kind]);

  /** Another search, sort or page starts from its first results. */
  const change = (
    next: (current: SearchParams<Filters, Key> | null) => SearchParams<Filters, Key> | null,
  ) => {
    setSearch(next);
    setShown(resultsStep);
    setOpened(null);
  };

  const steps: ResultSteps = {
    shown,
    showMore: () => setShown((current) => current + resultsStep),
    openedRow: opened?.row,
  };

  return {
    search,
    steps,
    /** A submitted form: its non-empty filters, page 1 and the default sort. */
    run(filters: Filters, sort: Key | undefined, order: SortOrder = "asc") {
      change(() => ({ filters, sort, order, page: 1 }));
    },
    sortBy(key: Key) {
      change((current) => (current ? { ...current, ...nextSort(current, key), page: 1 } : current));
    },
    goToPage(page: number) {
      change((current) => (current ? { ...current, page } : current));
    },
    clear() {
      change(() => null);
    },
    /** Keeps the search, and the result being opened, for the way back from a detail page. */
    remember(row: string) {
      if (!search) return;
      saveSearch(kind, search);
      saveOpenedRow(kind, { row, shown });
    },
  };
}

export type SearchState<Filters, Key extends string> = ReturnType<typeof useSearchState<Filters, Key>>;
