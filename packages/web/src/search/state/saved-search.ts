// spec §4, §9: before a detail page opens, the search (filters, sort, page) is kept in session storage;
// back on the search page it is restored and the stored copy removed.
export type SavedSearchKind = "member" | "vehicle" | "admin-member";

const storageKey = (kind: SavedSearchKind) => `saved-search:${kind}`;

export function saveSearch(kind: SavedSearchKind, search: unknown): void {
  sessionStorage.setItem(storageKey(kind), JSON.stringify(search));
}

/** The stored search, if any; it stays stored until forgetSavedSearch. */
export function readSavedSearch<T>(kind: SavedSearchKind): T | null {
  const stored = sessionStorage.getItem(storageKey(kind));
  if (stored === null) return null;
  try {
    return JSON.parse(stored) as T;
  } catch {
    return null;
  }
}

export function forgetSavedSearch(kind: SavedSearchKind): void {
  sessionStorage.removeItem(storageKey(kind));
}
