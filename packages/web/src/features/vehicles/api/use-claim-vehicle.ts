import { vehicleClaimSchema } from "@club/domain/vehicle-registry.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** POST /api/v1/vehicles/{id}/claims (issue 27, multipart): the member's note and papers for the club office. */
export function useClaimVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vehicleId, form }: { vehicleId: number; form: FormData }) =>
      apiRequest(`/vehicles/${vehicleId}/claims`, vehicleClaimSchema, { method: "POST", form }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.vehicleClaims }),
  });
}
