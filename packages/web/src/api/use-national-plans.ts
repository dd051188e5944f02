import { nationalPlanSchema } from "@club/domain/plan.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

/** GET /api/v1/national_membership_plans: only the plans offered online (the server leaves out LIFE, spec §5). */
export const nationalPlansQuery = queryOptions({
  queryKey: queryKeys.nationalPlans,
  queryFn: () => apiRequest("/national_membership_plans", z.array(nationalPlanSchema), { auth: false }),
  staleTime: 5 * 60_000,
});

export function useNationalPlans() {
  return useQuery(nationalPlansQuery);
}
