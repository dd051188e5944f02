import type { NationalPlan } from "@club/domain/plan.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

/** GET /api/v1/national_membership_plans: only the plans offered online (the server leaves out LIFE, spec §5). */
export function useNationalPlans() {
  return useQuery({
    queryKey: queryKeys.nationalPlans,
    queryFn: () => apiRequest<NationalPlan[]>("/national_membership_plans", { auth: false }),
    staleTime: 5 * 60_000,
  });
}
