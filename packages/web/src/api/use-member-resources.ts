import { memberResourcesSchema } from "@club/domain/archive.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

/**
 * GET /api/v1/resources (issue 45): the Member Resources links as the office keeps them, read by the members' page
 * and by the office's editor.
 */
export function useMemberResources() {
  return useQuery({
    queryKey: queryKeys.memberResources,
    queryFn: () => apiRequest("/resources", memberResourcesSchema),
  });
}
