import { vehicleSchema } from "@club/domain/vehicle.schema";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

/** GET /api/v1/vehicles: the member's cars and their associate's, photos as signed URLs (valid one hour). */
export function useVehicles() {
  return useQuery({
    queryKey: queryKeys.vehicles,
    queryFn: () => apiRequest("/vehicles", z.array(vehicleSchema)),
  });
}
