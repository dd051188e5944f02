export type SortOrder = "asc" | "desc";

export interface SortState<Key extends string> {
  sort: Key | undefined;
  order: SortOrder;
}

/** spec §4: a sort key sets it descending, or ascending when that key is already descending. */
export function nextSort<Key extends string>(current: SortState<Key>, key: Key): SortState<Key> {
  const ascending = current.sort === key && current.order === "desc";
  return { sort: key, order: ascending ? "asc" : "desc" };
}
