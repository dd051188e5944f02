import { z } from "zod";

// spec §4, §9: before a detail page opens, the search (filters, sort, page) is kept in session storage;
// back on the search page it is restored and the stored copy removed.
export type SavedSearchKind = "member" | "vehicle" | "admin-member";

const storageKey = (kind: SavedSearchKind) => `saved-search:${kind}`;
const openedRowKey = (kind: SavedSearchKind) => `saved-search-row:${kind}`;

/** Issue 25: the result whose page was opened and how many results were shown, so the way back lands on it. */
const openedRowSchema = z.object({ row: z.string(), shown: z.number().int().positive() });
export type OpenedRow = z.infer<typeof openedRowSchema>;

export function saveSearch(kind: SavedSearchKind, search: unknown): void {
  sessionStorage.setItem(storageKey(kind), JSON.stringify(search));
}

/** The stored search, if any; it stays stored until forgetSavedSearch. */
export function readSavedSearch<T>(kind: SavedSearchKind): T | null {
  return readJson(storageKey(kind)) as T | null;
}

function readJson(key: string): unknown {
  const stored = sessionStorage.getItem(key);
  if (stored === null) return null;
  try {
    return JSON.parse(stored);
  } catch {
    return null;
  }
}

export function saveOpenedRow(kind: SavedSearchKind, opened: OpenedRow): void {
  sessionStorage.setItem(openedRowKey(kind), JSON.stringify(opened));
}

/** The stored opened result, if any and well formed. */
export function readOpenedRow(kind: SavedSearchKind): OpenedRow | null {
  const opened = openedRowSchema.safeParse(readJson(openedRowKey(kind)));
  return opened.success ? opened.data : null;
}

export function forgetSavedSearch(kind: SavedSearchKind): void {
  sessionStorage.removeItem(storageKey(kind));
  sessionStorage.removeItem(openedRowKey(kind));
}
