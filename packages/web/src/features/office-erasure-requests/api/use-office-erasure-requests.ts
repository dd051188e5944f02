import { officeErasureRequestListSchema, officeErasureRequestSchema } from "@club/domain/erasure.schema";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** GET /api/v1/office/erasure_requests: open requests first by due day, then the answered ones, and the late count. */
export function useOfficeErasureRequests() {
  return useQuery({
    queryKey: queryKeys.officeErasureRequests,
    queryFn: () => apiRequest("/office/erasure_requests", officeErasureRequestListSchema),
  });
}

/**
 * After an answer (or a refused one: someone else answered first) the queue loads again, and so does every office
 * list and record: a completed request renames the member and empties their record's contact details.
 */
function invalidateAfterDecision(queryClient: QueryClient) {
  const session = queryKeys.officeSession;
  void queryClient.invalidateQueries({
    queryKey: queryKeys.office,
    predicate: ({ queryKey }) => queryKey[1] !== session[1],
  });
}

export type ErasureDecision = { kind: "complete" } | { kind: "refuse"; reason: string };

/**
 * POST /api/v1/office/erasure_requests/{id}/complete or /refuse (with the reason the member reads): answers with the
 * request as the queue now shows it; 409 when it was already answered.
 */
export function useDecideErasureRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: ErasureDecision }) =>
      apiRequest(`/office/erasure_requests/${id}/${decision.kind}`, officeErasureRequestSchema, {
        method: "POST",
        body: decision.kind === "refuse" ? { reason: decision.reason } : {},
      }),
    onSettled: () => invalidateAfterDecision(queryClient),
  });
}
