import { type ListingKind, listingKinds, listingSorts } from "@club/domain/listing.schema";
import type { SortOrder } from "../../../search/state/next-sort.ts";

// Issue 44: the marketplace's search lives in the page's address, so Back from a listing returns to the same
// results and a search can be bookmarked or sent to a friend.

export const listingFilterNames = [
  "kind",
  "makeId",
  "model",
  "yearFrom",
  "yearTo",
  "priceFrom",
  "priceTo",
  "region",
  "state",
  "country",
  "q",
] as const;
type ListingFilterName = (typeof listingFilterNames)[number];

export type ListingFilters = Partial<Record<ListingFilterName, string>>;
export type ListingSort = (typeof listingSorts)[number];

export interface ListingSearch extends ListingFilters {
  sort?: ListingSort;
  order?: SortOrder;
  page?: number;
}

const isSort = (value: string | null): value is ListingSort =>
  value !== null && (listingSorts as readonly string[]).includes(value);

/** The search an address holds; what it does not hold (or holds wrongly) is left out. */
export function searchOfParams(params: URLSearchParams): ListingSearch {
  const search: ListingSearch = {};
  for (const name of listingFilterNames) {
    const value = params.get(name)?.trim();
    if (value) search[name] = value;
  }
  const sort = params.get("sort");
  if (isSort(sort)) search.sort = sort;
  const order = params.get("order");
  if (order === "asc" || order === "desc") search.order = order;
  const page = Number(params.get("page"));
  if (Number.isInteger(page) && page > 1) search.page = page;
  return search;
}

/** The address's part of a search: its values, in the order the form shows them. */
export function paramsOfSearch(search: ListingSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    if (value !== undefined && String(value) !== "") params.set(name, String(value));
  }
  return params;
}

/** Whether a kind from the address is one of the marketplace's. */
export const isListingKind = (value: string | undefined): value is ListingKind =>
  value !== undefined && (listingKinds as readonly string[]).includes(value);
