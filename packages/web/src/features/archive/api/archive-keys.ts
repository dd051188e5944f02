import { queryKeys } from "../../../api/query-keys.ts";

// Issue 45: the archive's queries, each under "archive" (queryKeys.archive), so a mention confirmed or dismissed on a
// car's history reloads the pages that list its cars. Kept here, not in the app's keys: the first script has no room
// for them (the login page's budget).
export const archiveKeys = {
  search: (params: unknown) => [...queryKeys.archive, "search", params] as const,
  page: (issueId: number, page: number) => [...queryKeys.archive, "page", issueId, page] as const,
};
