import { queryKeys } from "../../../api/query-keys.ts";

// Issue 44: the marketplace's queries, each under "listings" (queryKeys.listings), so a listing's change (its fee
// paid in the checkout's dialog, too) reloads them all. Kept here, not in the app's keys: the first script has no
// room for them (the login page's budget).
export const listingKeys = {
  search: (params: unknown) => [...queryKeys.listings, "search", params] as const,
  mine: [...queryKeys.listings, "mine"] as const,
  one: (id: number) => [...queryKeys.listings, "one", id] as const,
};
