import type { NationalPlan } from "@club/domain/plan.schema";
import type { AppContext } from "../../lib/app-context.ts";
import {
  findLifelongPlan,
  findNationalPlan,
  findOfferedNationalPlans,
  findRegionalPlans,
  type NationalPlanRow,
} from "./plans.repository.ts";

/** The national plans a visitor may choose online (the LIFE plan is arranged with the office). */
export async function listOfferedNationalPlans(context: AppContext) {
  return (await findOfferedNationalPlans(context.db)).map(toNationalPlan);
}

/** Any national plan by id, offered online or not; undefined when there is none. */
export function getNationalPlan(context: Pick<AppContext, "db">, id: number) {
  return findNationalPlan(context.db, id);
}

/** The club's lifetime plan (the first lifelong one), if it has one. */
export function getLifelongPlan(context: Pick<AppContext, "db">) {
  return findLifelongPlan(context.db);
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
