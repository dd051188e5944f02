import { availableRegionsSchema } from "@club/domain/search.schema";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

export type AvailableRegions = z.infer<typeof availableRegionsSchema>;

/** GET /api/v1/regional_administrators/available_regions: region name to its code and the member's flag. */
export function useAvailableRegions() {
  return useQuery({
    queryKey: queryKeys.availableRegions,
    queryFn: () => apiRequest("/regional_administrators/available_regions", availableRegionsSchema),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
