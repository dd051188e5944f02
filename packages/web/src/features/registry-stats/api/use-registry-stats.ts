import { registryStatsSchema } from "@club/domain/registry-stats.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { toQueryString } from "../../../api/query-string.ts";

/** GET /api/v1/registry/stats: every make's numbers, or one make's by model and year. */
export function useRegistryStats(makeId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.registryStats(makeId),
    queryFn: () => apiRequest(`/registry/stats${toQueryString({ makeId })}`, registryStatsSchema),
  });
}
