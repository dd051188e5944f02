import { makeSchema } from "@club/domain/vehicle.schema";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

export type Make = z.infer<typeof makeSchema>;

/** GET /api/v1/makes: the club's list of makes, loaded once per session (spec §3). */
export function useMakes() {
  return useQuery({
    queryKey: queryKeys.makes,
    queryFn: () => apiRequest("/makes", z.array(makeSchema), { auth: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
