import { vehicleClaimsReplySchema } from "@club/domain/vehicle-registry.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** GET /api/v1/vehicle_claims (issue 27): the member's claims on cars, newest first, with the office's answers. */
export function useVehicleClaims() {
  return useQuery({
    queryKey: queryKeys.vehicleClaims,
    queryFn: async () => (await apiRequest("/vehicle_claims", vehicleClaimsReplySchema)).claims,
  });
}
