import { lifeMemberPlanTitle, type NationalPlan } from "@club/domain/plan.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** GET /api/v1/national_membership_plans; the LIFE plan is never offered online (spec §5). */
export function useNationalPlans() {
  return useQuery({
    queryKey: queryKeys.nationalPlans,
    queryFn: async () => {
      const plans = await apiRequest<NationalPlan[]>("/national_membership_plans", { auth: false });
      return plans.filter((plan) => plan.title !== lifeMemberPlanTitle);
    },
    staleTime: 5 * 60_000,
  });
}
