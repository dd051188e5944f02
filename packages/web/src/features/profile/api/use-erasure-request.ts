import { type ErasureRequestInput, erasureRequestSchema } from "@club/domain/erasure.schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../api/api-error.ts";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** GET /api/v1/members/erasure_request: the member's latest request to leave the club, or null when they never asked. */
export function useErasureRequest() {
  return useQuery({
    queryKey: queryKeys.erasureRequest,
    queryFn: async () => {
      try {
        return await apiRequest("/members/erasure_request", erasureRequestSchema);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** POST /api/v1/members/erasure_request: asks to leave the club; the reply is the open request. */
export function useRequestErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ErasureRequestInput) =>
      apiRequest("/members/erasure_request", erasureRequestSchema, { method: "POST", body: input }),
    onSuccess: (request) => queryClient.setQueryData(queryKeys.erasureRequest, request),
  });
}

/** DELETE /api/v1/members/erasure_request (issue 39): withdraws the open request; the reply is it, withdrawn. */
export function useWithdrawErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("/members/erasure_request", erasureRequestSchema, { method: "DELETE" }),
    onSuccess: (request) => queryClient.setQueryData(queryKeys.erasureRequest, request),
  });
}
