import { memberResourcesSchema } from "@club/domain/archive.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "./client.ts";

/**
 * Issue 45: the Member Resources links, read by the members' page and kept by the office. The key lives here, not in
 * query-keys.ts, which the login page's first script loads (e2e/tests/first-load.spec.ts holds it to a budget): only
 * the pages that read the links load it.
 */
export const memberResourcesKey = ["resources"] as const;

/** GET /api/v1/resources: the Member Resources links as the office keeps them (the spec's four until changed). */
export function useMemberResources() {
  return useQuery({
    queryKey: memberResourcesKey,
    queryFn: () => apiRequest("/resources", memberResourcesSchema),
  });
}
