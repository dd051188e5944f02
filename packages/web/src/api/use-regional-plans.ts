import { regionalPlanSchema } from "@club/domain/plan.schema";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

/** GET /api/v1/regional_membership_plans. */
export function useRegionalPlans() {
  return useQuery({
    queryKey: queryKeys.regionalPlans,
    queryFn: () => apiRequest("/regional_membership_plans", z.array(regionalPlanSchema), { auth: false }),
    staleTime: 5 * 60_000,
  });
}
