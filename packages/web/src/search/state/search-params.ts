import type { SortOrder } from "./next-sort.ts";

/** The search that was run: its non-empty filters, sort and page (spec §4). */
export interface SearchParams<Filters, Key extends string> {
  filters: Filters;
  sort: Key | undefined;
  order: SortOrder;
  page: number;
}

/** The filters whose value is not empty, as the search stores them (spec §4). */
export function nonEmptyFilters<Filters extends Record<string, string | undefined>>(
  values: Filters,
): Partial<Filters> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value.trim() !== ""),
  ) as Partial<Filters>;
}

/** Whether any field of a search form has a value (spec §5: SEARCH is disabled until one has). */
export function hasAnyValue(values: Record<string, string | undefined>): boolean {
  return Object.values(values).some((value) => value !== undefined && value.trim() !== "");
}
