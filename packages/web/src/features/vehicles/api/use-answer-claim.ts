import { claimOnYourCarSchema } from "@club/domain/vehicle-registry.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** POST /api/v1/vehicle_claims/{id}/answer (issue 39): the owner's answer to a claim on their car, for the office. */
export function useAnswerClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, answer }: { claimId: number; answer: string }) =>
      apiRequest(`/vehicle_claims/${claimId}/answer`, claimOnYourCarSchema, {
        method: "POST",
        body: { answer },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.vehicleClaims }),
  });
}
