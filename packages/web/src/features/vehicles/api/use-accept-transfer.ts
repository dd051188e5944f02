import { messageReplySchema } from "@club/domain/auth.schema";
import type { VehicleTransfer } from "@club/domain/vehicle-registry.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** POST /api/v1/vehicle_transfers/{id}/accept (issue 27): the car offered moves into the member's garage. */
export function useAcceptTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offer: VehicleTransfer) =>
      apiRequest(`/vehicle_transfers/${offer.id}/accept`, messageReplySchema, { method: "POST" }),
    // Also after a refusal: an offer whose car the seller no longer has is cancelled by it (409), and leaves the list.
    onSettled: (_reply, _error, offer) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.vehicleTransfers }),
        queryClient.invalidateQueries({ queryKey: queryKeys.vehicles }),
        queryClient.invalidateQueries({ queryKey: queryKeys.vehicleHistory(offer.vehicleId) }),
      ]),
  });
}
