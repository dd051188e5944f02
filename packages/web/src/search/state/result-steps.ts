import { searchPageSize } from "@club/domain/search.schema";

// Issue 25: on a phone a page of up to 500 results (spec §9, still the API's page) is shown in steps as the member
// scrolls; 103 cards at once made a page 47,220 px long.

/** How many more result cards each step shows. */
export const resultsStep = 25;

/** How many results the given page of a search holds. */
export function rowsOnPage(total: number, page: number): number {
  return Math.max(0, Math.min(searchPageSize, total - (page - 1) * searchPageSize));
}

/**
 * How far down the results the member has come, for the line kept in view ("Showing 25 of 103"); nothing when
 * the page's results fit in one step.
 */
export function shownSummary(total: number, page: number, shown: number): string | null {
  const onPage = rowsOnPage(total, page);
  if (onPage <= resultsStep) return null;
  const first = (page - 1) * searchPageSize + 1;
  const last = first - 1 + Math.min(shown, onPage);
  if (page > 1) return `Showing ${first} to ${last} of ${total}`;
  return last === total ? `Showing all ${total}` : `Showing ${last} of ${total}`;
}
