import type { NationalPlan } from "@club/domain/plan.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { findOfferedNationalPlans, findRegionalPlans, type NationalPlanRow } from "./plans.repository.ts";

/** The national plans a visitor may choose online (the LIFE plan is arranged with the office). */
export async function listOfferedNationalPlans(context: AppContext) {
  return (await findOfferedNationalPlans(context.db)).map(toNationalPlan);
}

export function listRegionalPlans(context: AppContext) {
  return findRegionalPlans(context.db);
}

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
