// Issue 45: the archive's search lives in the page's address, so Back from a page returns to the same results and a
// search can be bookmarked or sent to another member.

export const archiveFilterNames = ["q", "publication", "yearFrom", "yearTo"] as const;
type ArchiveFilterName = (typeof archiveFilterNames)[number];

export type ArchiveFilters = Partial<Record<ArchiveFilterName, string>>;

export interface ArchiveSearch extends ArchiveFilters {
  page?: number;
}

/** The search an address holds; what it does not hold (or holds wrongly) is left out. */
export function searchOfParams(params: URLSearchParams): ArchiveSearch {
  const search: ArchiveSearch = {};
  for (const name of archiveFilterNames) {
    const value = params.get(name)?.trim();
    if (value) search[name] = value;
  }
  const page = Number(params.get("page"));
  if (Number.isInteger(page) && page > 1) search.page = page;
  return search;
}

/** The address's part of a search: its values, in the order the form shows them. */
export function paramsOfSearch(search: ArchiveSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    if (value !== undefined && String(value) !== "") params.set(name, String(value));
  }
  return params;
}
