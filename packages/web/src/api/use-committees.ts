import { clubCommitteesSchema, regionCommitteesSchema } from "@club/domain/committee.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "./client.ts";

// Issue 46: who serves on the club's and the regions' committees, read by the home page and a region's page. The key
// lives here rather than in query-keys.ts, which is in the login page's first script (its budget): only lazy pages
// import this file. The office's changes invalidate it.

/** Every public committee list's key starts with it. */
export const committeesKey = ["committees"] as const;

/** GET /api/v1/committees: the club's committees and who serves on each today, named as their privacy allows. */
export function useClubCommittees() {
  return useQuery({
    queryKey: [...committeesKey, "club"],
    queryFn: () => apiRequest("/committees", clubCommitteesSchema, { auth: "ifSignedIn" }),
  });
}

/** GET /api/v1/regions/{code}/committees: the region's committees and who serves on each today. */
export function useRegionCommittees(code: string) {
  return useQuery({
    queryKey: [...committeesKey, "region", code],
    queryFn: () =>
      apiRequest(`/regions/${encodeURIComponent(code)}/committees`, regionCommitteesSchema, {
        auth: "ifSignedIn",
      }),
  });
}
