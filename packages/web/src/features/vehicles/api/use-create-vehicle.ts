import { vehicleSchema } from "@club/domain/vehicle.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** POST /api/v1/vehicles (multipart): registers a car, which then waits for the club's approval. */
export function useCreateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => apiRequest("/vehicles", vehicleSchema, { method: "POST", form }),
    // spec §4: after a create the list is reloaded (fresh signed photo URLs come with it).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.vehicles }),
  });
}
