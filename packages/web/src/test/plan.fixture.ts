import type { NationalPlan } from "@club/domain/plan.schema";

/** A yearly national plan with its associate plan, as GET /api/v1/national_membership_plans lists it. */
export const activeNationalPlanFixture: NationalPlan = {
  id: 1,
  title: "Active Member (USA)",
  description: "A year of national membership.",
  cost: 8000,
  lifelong: false,
  associatePlan: { title: "Associate Member (USA)", cost: 1500 },
};
