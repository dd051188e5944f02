import { messageReplySchema } from "@club/domain/auth.schema";
import type { GarageRemovalInput } from "@club/domain/vehicle-transfer.rules";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/**
 * POST /api/v1/vehicles/{id}/remove_from_garage (issue 39): the car leaves the member's garage with what happened to
 * it, and stays in the club's registry; an offer of it still waiting ends.
 */
export function useRemoveFromGarage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vehicleId, removal }: { vehicleId: number; removal: GarageRemovalInput }) =>
      apiRequest(`/vehicles/${vehicleId}/remove_from_garage`, messageReplySchema, {
        method: "POST",
        body: removal,
      }),
    onSuccess: (_reply, { vehicleId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.vehicles }),
        queryClient.invalidateQueries({ queryKey: queryKeys.vehicleTransfers }),
        queryClient.invalidateQueries({ queryKey: queryKeys.vehicleHistory(vehicleId) }),
      ]),
  });
}
