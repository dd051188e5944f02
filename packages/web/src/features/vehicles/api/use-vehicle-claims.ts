import { vehicleClaimsReplySchema } from "@club/domain/vehicle-registry.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

const readClaims = () => apiRequest("/vehicle_claims", vehicleClaimsReplySchema);

/** GET /api/v1/vehicle_claims (issue 27): the member's claims on cars, newest first, with the office's answers. */
export function useVehicleClaims() {
  return useQuery({
    queryKey: queryKeys.vehicleClaims,
    queryFn: readClaims,
    select: (reply) => reply.claims,
  });
}

/** The same reply (issue 39): the claims waiting on the member's own cars, for them to answer. */
export function useClaimsOnYourCars() {
  return useQuery({
    queryKey: queryKeys.vehicleClaims,
    queryFn: readClaims,
    select: (reply) => reply.onYourCars,
  });
}
