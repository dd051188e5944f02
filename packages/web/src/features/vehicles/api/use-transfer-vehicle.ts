import { type VehicleTransferInput, vehicleTransferSchema } from "@club/domain/vehicle-registry.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/**
 * POST /api/v1/vehicles/{id}/transfer (issue 27): offers the car to a member, who must accept it, or records its sale
 * outside the club, which takes it out of the member's garage at once.
 */
export function useTransferVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vehicleId, sale }: { vehicleId: number; sale: VehicleTransferInput }) =>
      apiRequest(`/vehicles/${vehicleId}/transfer`, vehicleTransferSchema, { method: "POST", body: sale }),
    onSuccess: (_transfer, { vehicleId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.vehicles }),
        queryClient.invalidateQueries({ queryKey: queryKeys.vehicleTransfers }),
        queryClient.invalidateQueries({ queryKey: queryKeys.vehicleHistory(vehicleId) }),
      ]),
  });
}
