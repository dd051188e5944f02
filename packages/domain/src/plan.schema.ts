import { z } from "zod";

/** GET /api/v1/national_membership_plans (spec §3); cost in cents. */
export const nationalPlanSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  cost: z.number().int(),
  lifelong: z.boolean(),
  associatePlan: z.object({ title: z.string(), cost: z.number().int() }),
});
export type NationalPlan = z.infer<typeof nationalPlanSchema>;

/** GET /api/v1/regional_membership_plans (spec §3); costs in cents, per year. */
export const regionalPlanSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  regionName: z.string(),
  regionCode: z.string(),
  cost: z.number().int(),
  associateCost: z.number().int(),
});
export type RegionalPlan = z.infer<typeof regionalPlanSchema>;

// spec §5: this plan is arranged with the office and never offered in the online list.
export const lifeMemberPlanTitle = "LIFE Member (USA)";
