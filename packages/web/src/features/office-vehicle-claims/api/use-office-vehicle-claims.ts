import {
  type claimStatuses,
  officeVehicleClaimListSchema,
  officeVehicleClaimSchema,
  vehicleHistorySchema,
} from "@club/domain/vehicle-registry.schema";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { toQueryString } from "../../../api/query-string.ts";

export type ClaimStatus = (typeof claimStatuses)[number];
export type ClaimDecision = "approve" | "reject";

// The identity claims on cars (issue 27). Its keys start with the office's, so the office's invalidation reaches them.
export const officeVehicleClaimsKeys = {
  list: (status: ClaimStatus) => [...queryKeys.office, "vehicle-claims", status] as const,
  history: (claimId: number) => [...queryKeys.office, "vehicle-claims", "history", claimId] as const,
};

/** GET /api/v1/office/vehicle_claims: the claims of one status, with every status's count. */
export function useOfficeVehicleClaims(status: ClaimStatus) {
  return useQuery({
    queryKey: officeVehicleClaimsKeys.list(status),
    queryFn: () =>
      apiRequest(`/office/vehicle_claims${toQueryString({ status })}`, officeVehicleClaimListSchema),
  });
}

/** GET /api/v1/office/vehicle_claims/{id}/history (issue 39): the claimed car's owners, events and awards. */
export function useClaimCarHistory(claimId: number) {
  return useQuery({
    queryKey: officeVehicleClaimsKeys.history(claimId),
    queryFn: () => apiRequest(`/office/vehicle_claims/${claimId}/history`, vehicleHistorySchema),
  });
}

/**
 * After a decision (or a refused one: someone else decided first), the queue, its counts and every office record
 * may show something else (an approved claim moves the car to another member's garage): they load again. So do the
 * car's history and the signed-in account's own cars and claims, should the office account be one of the members.
 */
function invalidateAfterDecision(queryClient: QueryClient, vehicleId: number) {
  const session = queryKeys.officeSession;
  void queryClient.invalidateQueries({
    queryKey: queryKeys.office,
    predicate: ({ queryKey }) => queryKey[1] !== session[1],
  });
  for (const queryKey of [queryKeys.vehicles, queryKeys.vehicleClaims, queryKeys.vehicleHistory(vehicleId)]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

interface DecideInput {
  claimId: number;
  vehicleId: number;
  decision: ClaimDecision;
  /** Optional to approve, required to reject; left out of the body when blank. */
  reason: string | undefined;
}

/**
 * POST /api/v1/office/vehicle_claims/{id}/approve or /reject: answers with the claim as the queue now shows it; 409
 * when it was already decided.
 */
export function useDecideVehicleClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, decision, reason }: DecideInput) =>
      apiRequest(`/office/vehicle_claims/${claimId}/${decision}`, officeVehicleClaimSchema, {
        method: "POST",
        body: reason === undefined ? {} : { reason },
      }),
    onSettled: (_claim, _error, { vehicleId }) => invalidateAfterDecision(queryClient, vehicleId),
  });
}
