import { vehicleSearchProfileSchema } from "@club/domain/search.schema";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

export type VehicleSearchProfile = z.infer<typeof vehicleSearchProfileSchema>;

/** GET /api/v1/vehicles/{id}/search_profile: a registered car and its owner (spec §3). */
export function useVehicleSearchProfile(vehicleId: string) {
  return useQuery({
    queryKey: queryKeys.vehicleSearchProfile(vehicleId),
    queryFn: () =>
      apiRequest(`/vehicles/${encodeURIComponent(vehicleId)}/search_profile`, vehicleSearchProfileSchema),
  });
}
