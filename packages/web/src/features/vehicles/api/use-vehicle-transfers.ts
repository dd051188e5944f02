import { vehicleTransfersReplySchema } from "@club/domain/vehicle-registry.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** GET /api/v1/vehicle_transfers (issue 27): the cars offered to the member, and those the member offered. */
export function useVehicleTransfers() {
  return useQuery({
    queryKey: queryKeys.vehicleTransfers,
    queryFn: () => apiRequest("/vehicle_transfers", vehicleTransfersReplySchema),
  });
}
