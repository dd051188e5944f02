import { messageReplySchema } from "@club/domain/auth.schema";
import type { VehicleTransfer } from "@club/domain/vehicle-registry.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** POST /api/v1/vehicle_transfers/{id}/decline (issue 27): the car offered stays with its seller. */
export function useDeclineTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offer: VehicleTransfer) =>
      apiRequest(`/vehicle_transfers/${offer.id}/decline`, messageReplySchema, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.vehicleTransfers }),
  });
}
