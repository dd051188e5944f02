import {
  type NationalPlanInput,
  type NationalPlanUpdate,
  officeNationalPlanSchema,
  officeRegionalPlanSchema,
  type RegionalPlanInput,
  type RegionalPlanUpdate,
} from "@club/domain/office-plans.schema";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

// Plans and prices (issue 14, office administrators). The keys start with the office's, so the office's
// invalidation reaches them.
export const officePlansKeys = {
  all: [...queryKeys.office, "plans"] as const,
  national: [...queryKeys.office, "plans", "national"] as const,
  regional: [...queryKeys.office, "plans", "regional"] as const,
};

/** GET /api/v1/office/national_plans: every national plan, offered or not, active or not. */
export function useOfficeNationalPlans() {
  return useQuery({
    queryKey: officePlansKeys.national,
    queryFn: () => apiRequest("/office/national_plans", z.array(officeNationalPlanSchema)),
  });
}

/** GET /api/v1/office/regional_plans: every region's plan. */
export function useOfficeRegionalPlans() {
  return useQuery({
    queryKey: officePlansKeys.regional,
    queryFn: () => apiRequest("/office/regional_plans", z.array(officeRegionalPlanSchema)),
  });
}

/**
 * After a change, the office's lists (plans, regions, the audit trail) load again when next shown, and so do the
 * plans the join and renewal forms offer.
 */
function invalidateAfterPlanChange(queryClient: QueryClient) {
  const session = queryKeys.officeSession;
  void queryClient.invalidateQueries({
    queryKey: queryKeys.office,
    predicate: ({ queryKey }) => queryKey[1] !== session[1],
  });
  void queryClient.invalidateQueries({ queryKey: queryKeys.nationalPlans });
  void queryClient.invalidateQueries({ queryKey: queryKeys.regionalPlans });
}

/** POST /api/v1/office/national_plans (201): the new plan. */
export function useAddNationalPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NationalPlanInput) =>
      apiRequest("/office/national_plans", officeNationalPlanSchema, { method: "POST", body }),
    onSuccess: () => invalidateAfterPlanChange(queryClient),
  });
}

/** PUT /api/v1/office/national_plans/{id}: the fields that change; the plan as it is now. */
export function useEditNationalPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: NationalPlanUpdate & { id: number }) =>
      apiRequest(`/office/national_plans/${id}`, officeNationalPlanSchema, { method: "PUT", body }),
    onSuccess: () => invalidateAfterPlanChange(queryClient),
  });
}

/** POST /api/v1/office/regional_plans (201): the plan of a region that had none. */
export function useAddRegionalPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegionalPlanInput) =>
      apiRequest("/office/regional_plans", officeRegionalPlanSchema, { method: "POST", body }),
    onSuccess: () => invalidateAfterPlanChange(queryClient),
  });
}

/** PUT /api/v1/office/regional_plans/{id}: the fields that change; the plan as it is now. */
export function useEditRegionalPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: RegionalPlanUpdate & { id: number }) =>
      apiRequest(`/office/regional_plans/${id}`, officeRegionalPlanSchema, { method: "PUT", body }),
    onSuccess: () => invalidateAfterPlanChange(queryClient),
  });
}
