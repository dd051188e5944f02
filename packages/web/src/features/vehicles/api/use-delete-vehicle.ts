import { messageReplySchema } from "@club/domain/auth.schema";
import type { Vehicle } from "@club/domain/vehicle.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** DELETE /api/v1/vehicles/{id}: the car and its photos. */
export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/vehicles/${id}`, messageReplySchema, { method: "DELETE" }),
    // spec §4: a deleted car leaves the list locally, without reloading it.
    onSuccess: (_reply, id) =>
      queryClient.setQueryData<Vehicle[]>(queryKeys.vehicles, (vehicles) =>
        vehicles?.filter((vehicle) => vehicle.id !== id),
      ),
  });
}
