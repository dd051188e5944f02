import {
  type OfficeVehicle,
  officeVehicleListSchema,
  officeVehicleSchema,
} from "@club/domain/office-vehicles.schema";
import type { VehicleStatus } from "@club/domain/vehicle.schema";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { toQueryString } from "../../../api/query-string.ts";

// The car approvals queue (issue 14). Its keys start with the office's, so the office's invalidation reaches them.
export const officeVehiclesKeys = {
  list: (status: VehicleStatus, page: number) => [...queryKeys.office, "vehicles", status, page] as const,
};

/** GET /api/v1/office/vehicles: a page of the cars in one status, with every status's count. */
export function useOfficeVehicles(status: VehicleStatus, page: number) {
  return useQuery({
    queryKey: officeVehiclesKeys.list(status, page),
    queryFn: () => apiRequest(`/office/vehicles${toQueryString({ status, page })}`, officeVehicleListSchema),
    // Another page of the same list stays on screen (marked busy) while it loads; another tab's cars do not.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === status ? previous : undefined,
  });
}

/**
 * After a decision (or a refused one: the car changed), every office list and record may show something else (the
 * queue, the counts, the member's cars and history): they load again. So does the signed-in account's own list of
 * cars, should the office account own the car.
 */
function invalidateAfterDecision(queryClient: QueryClient) {
  const session = queryKeys.officeSession;
  void queryClient.invalidateQueries({
    queryKey: queryKeys.office,
    predicate: ({ queryKey }) => queryKey[1] !== session[1],
  });
  void queryClient.invalidateQueries({ queryKey: queryKeys.vehicles });
}

/** The car as the list showed it: a car its owner changed since is refused (422 on updatedAt), not decided unseen. */
type Decided = Pick<OfficeVehicle, "id" | "updatedAt">;

/** POST /api/v1/office/vehicles/{id}/approve: answers with the car as the queue now shows it. */
export function useApproveVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (car: Decided) =>
      apiRequest(`/office/vehicles/${car.id}/approve`, officeVehicleSchema, {
        method: "POST",
        body: { updatedAt: car.updatedAt },
      }),
    onSettled: () => invalidateAfterDecision(queryClient),
  });
}

/** POST /api/v1/office/vehicles/{id}/reject: the reason is mailed to the owner and shown on their My Vehicles. */
export function useRejectVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ car, reason }: { car: Decided; reason: string }) =>
      apiRequest(`/office/vehicles/${car.id}/reject`, officeVehicleSchema, {
        method: "POST",
        body: { reason, updatedAt: car.updatedAt },
      }),
    onSettled: () => invalidateAfterDecision(queryClient),
  });
}

/** POST /api/v1/office/vehicles/{id}/registry_status (issue 27): the car was destroyed, or is on the road again. */
export function useSetRegistryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: "active" | "destroyed" }) =>
      apiRequest(`/office/vehicles/${id}/registry_status`, officeVehicleSchema, {
        method: "POST",
        body: { status },
      }),
    onSettled: () => invalidateAfterDecision(queryClient),
  });
}
