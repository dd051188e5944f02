import {
  type NationalPlanInput,
  type NationalPlanUpdate,
  officePlanMessages,
  type RegionalPlanInput,
  type RegionalPlanUpdate,
} from "@club/domain/office-plans.schema";
import type { NationalPlan } from "@club/domain/plan.schema";
import type { Db } from "../../db/client.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { invalidField, notFound } from "../../lib/app-error.ts";
import {
  findLifelongPlan,
  findNationalPlan,
  findNationalPlanByTitle,
  findOfferedNationalPlans,
  findOfferedRegionalPlans,
  findRegionalPlanByTitle,
  findRegionalPlanOfRegion,
  findRegionByCode,
  insertNationalPlan,
  insertRegionalPlan,
  lockNationalPlan,
  lockRegionalPlan,
  type NationalPlanRow,
  updateNationalPlan,
  updateRegionalPlan,
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

/** The regional plans a member may choose (the active ones), by region name. */
export function listRegionalPlans(context: AppContext) {
  return findOfferedRegionalPlans(context.db);
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

// The office's changes of plans and prices (issue 14). The office runs each in its transaction with its audit entry
// (pass `{ ...context, db: tx }`). A price is read when an invoice is made and stored with it, so a change applies to
// invoices created after it, never to an open or paid one (until an unpaid one expires and is priced again).

const titleTaken = () => invalidField("title", officePlanMessages.titleTaken);

async function requireFreeNationalTitle(db: Db, title: string, exceptId?: number) {
  if (await findNationalPlanByTitle(db, title, exceptId)) throw titleTaken();
}

async function requireFreeRegionalTitle(db: Db, title: string, exceptId?: number) {
  if (await findRegionalPlanByTitle(db, title, exceptId)) throw titleTaken();
}

/** A new national plan; its title must be free (whatever its case). */
export async function createNationalPlan(context: Pick<AppContext, "db">, input: NationalPlanInput) {
  await requireFreeNationalTitle(context.db, input.title);
  return insertNationalPlan(context.db, input);
}

/** Changes the fields given of a national plan; the plan as it was and as it is now. */
export async function changeNationalPlan(
  context: Pick<AppContext, "db">,
  id: number,
  update: NationalPlanUpdate,
) {
  const before = await lockNationalPlan(context.db, id);
  if (!before) throw notFound();
  if (update.title !== undefined) await requireFreeNationalTitle(context.db, update.title, id);
  const given = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined));
  const after = Object.keys(given).length > 0 ? await updateNationalPlan(context.db, id, given) : before;
  return { before, after };
}

/** The plan of a region that has none (a region has one plan); its title must be free. */
export async function createRegionalPlan(context: Pick<AppContext, "db">, input: RegionalPlanInput) {
  const { regionCode, ...values } = input;
  const region = await findRegionByCode(context.db, regionCode.toUpperCase());
  if (!region) throw invalidField("regionCode", officePlanMessages.regionUnknown);
  if (await findRegionalPlanOfRegion(context.db, region.id))
    throw invalidField("regionCode", officePlanMessages.regionHasPlan);
  await requireFreeRegionalTitle(context.db, values.title);
  const plan = await insertRegionalPlan(context.db, { ...values, regionId: region.id });
  return { plan, regionCode: region.code, regionName: region.name };
}

/** Changes the fields given of a regional plan (not its region); the plan as it was and as it is now. */
export async function changeRegionalPlan(
  context: Pick<AppContext, "db">,
  id: number,
  update: RegionalPlanUpdate,
) {
  const locked = await lockRegionalPlan(context.db, id);
  if (!locked) throw notFound();
  const { plan: before, regionCode, regionName } = locked;
  if (update.title !== undefined) await requireFreeRegionalTitle(context.db, update.title, id);
  const given = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined));
  const after = Object.keys(given).length > 0 ? await updateRegionalPlan(context.db, id, given) : before;
  return { before, after, regionCode, regionName };
}
