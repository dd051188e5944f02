import type { NationalPlan } from "@club/domain/plan.schema";
import type { NationalPlanRow } from "./plans.repository.ts";

export function toNationalPlan(plan: NationalPlanRow): NationalPlan {
  return {
    id: plan.id,
    title: plan.title,
    description: plan.description,
    cost: plan.cost,
    lifelong: plan.lifelong,
    associatePlan: { title: plan.associatePlanTitle, cost: plan.associatePlanCost },
  };
}
