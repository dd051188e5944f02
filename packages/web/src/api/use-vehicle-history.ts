import { vehicleHistorySchema } from "@club/domain/vehicle-registry.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

/**
 * GET /api/v1/vehicles/{id}/history (issue 27): the car's owners, the events it was brought to, the club's review, and
 * its numbers when its owner shows them to this reader. Read by the member's own cars and by the car search.
 */
export function useVehicleHistory(vehicleId: number) {
  return useQuery({
    queryKey: queryKeys.vehicleHistory(vehicleId),
    queryFn: () => apiRequest(`/vehicles/${vehicleId}/history`, vehicleHistorySchema),
  });
}
