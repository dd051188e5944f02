import { messageReplySchema } from "@club/domain/auth.schema";
import type { VehicleTransfer } from "@club/domain/vehicle-registry.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** POST /api/v1/vehicle_transfers/{id}/cancel (issue 27): the seller takes back an offer not yet answered. */
export function useCancelTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offer: VehicleTransfer) =>
      apiRequest(`/vehicle_transfers/${offer.id}/cancel`, messageReplySchema, { method: "POST" }),
    // A refusal (the buyer answered first) also changes what the list should say.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.vehicleTransfers }),
  });
}
