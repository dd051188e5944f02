import type { SavedSearchKind } from "./saved-search.ts";

/** The search page a detail page's Return to Search link goes back to. */
export const returnPaths: Record<SavedSearchKind, string> = {
  member: "/my-profile/search/member",
  vehicle: "/my-profile/search/vehicle",
  "admin-member": "/my-profile/regional-administrator-member-search",
};
