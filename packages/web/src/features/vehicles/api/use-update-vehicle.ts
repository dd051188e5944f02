import { vehicleSchema } from "@club/domain/vehicle.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** PUT /api/v1/vehicles/{id} (multipart): photos not sent back as `images` fields are deleted. */
export function useUpdateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number; form: FormData }) =>
      apiRequest(`/vehicles/${id}`, vehicleSchema, { method: "PUT", form }),
    // spec §4: after an update the list is reloaded.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.vehicles }),
  });
}
