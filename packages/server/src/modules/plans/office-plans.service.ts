import {
  type NationalPlanInput,
  type NationalPlanUpdate,
  type OfficeNationalPlan,
  type OfficeRegionalPlan,
  officePlanMessages,
  type RegionalPlanInput,
  type RegionalPlanUpdate,
} from "@club/domain/office-plans.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { invalidField, notFound } from "../../lib/app-error.ts";
import { brokenUniqueIndex } from "../../lib/database-errors.ts";
import { changedFields, recordAudit } from "../audit/audit.service.ts";
import type { Actor } from "../policy/policy.ts";
import { findNationalPlansForOffice, findRegionalPlansForOffice } from "./office-plans.repository.ts";
import {
  changeNationalPlan,
  changeRegionalPlan,
  createNationalPlan,
  createRegionalPlan,
} from "./plans.service.ts";

// The office's plans and prices (issue 14, office administrators): every change in one transaction with its audit
// entry. The trail's `plan` field names the plan a change was made to.

/** Two plans given one title at the same moment: the database's unique index refuses the second. */
async function titleRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (brokenUniqueIndex(error) !== undefined) throw invalidField("title", officePlanMessages.titleTaken);
    throw error;
  }
}

type MemberCountsByPlan = (
  context: Pick<AppContext, "db">,
  planIds: number[],
) => Promise<Map<number, number>>;

/**
 * The office's lists show how many members hold each plan. Memberships counts them, plugged in by office-api.ts:
 * memberships prices with plans, so plans calling memberships would be a cycle.
 */
export interface OfficePlansContext extends AppContext {
  memberCounts: { national: MemberCountsByPlan; regional: MemberCountsByPlan };
}

async function withMemberCounts<Plan extends { id: number }>(
  context: OfficePlansContext,
  kind: keyof OfficePlansContext["memberCounts"],
  plans: Plan[],
) {
  const members = await context.memberCounts[kind](
    context,
    plans.map((plan) => plan.id),
  );
  return plans.map((plan) => ({ ...plan, members: members.get(plan.id) ?? 0 }));
}

export async function listNationalPlans(context: OfficePlansContext): Promise<OfficeNationalPlan[]> {
  return withMemberCounts(context, "national", await findNationalPlansForOffice(context.db));
}

export async function listRegionalPlansForOffice(context: OfficePlansContext): Promise<OfficeRegionalPlan[]> {
  return withMemberCounts(context, "regional", await findRegionalPlansForOffice(context.db));
}

async function nationalPlan(context: OfficePlansContext, id: number): Promise<OfficeNationalPlan> {
  const [plan] = await withMemberCounts(
    context,
    "national",
    await findNationalPlansForOffice(context.db, id),
  );
  if (!plan) throw notFound();
  return plan;
}

async function regionalPlan(context: OfficePlansContext, id: number): Promise<OfficeRegionalPlan> {
  const [plan] = await withMemberCounts(
    context,
    "regional",
    await findRegionalPlansForOffice(context.db, id),
  );
  if (!plan) throw notFound();
  return plan;
}

const nationalPlanName = (title: string) => `${title} (national plan)`;
const regionalPlanName = (title: string, regionCode: string) => `${title} (regional plan, ${regionCode})`;

/** POST /office/national_plans: a new national plan, in the trail as `plan_created`. */
export async function addNationalPlan(
  context: OfficePlansContext,
  session: Pick<Actor, "memberId">,
  input: NationalPlanInput,
) {
  const id = await titleRace(() =>
    context.db.transaction(async (tx) => {
      const inTransaction = { ...context, db: tx };
      const { sortOrder: _sortOrder, id: planId, ...values } = await createNationalPlan(inTransaction, input);
      await recordAudit(inTransaction, {
        actorId: session.memberId,
        memberId: null,
        action: "plan_created",
        after: { plan: nationalPlanName(values.title), planId, ...values },
      });
      return planId;
    }),
  );
  return nationalPlan(context, id);
}

/**
 * PUT /office/national_plans/{id}: the fields given change; in the trail as `plan_changed` with the values before
 * and after. A new price applies to invoices created from now on.
 */
export async function editNationalPlan(
  context: OfficePlansContext,
  session: Pick<Actor, "memberId">,
  id: number,
  update: NationalPlanUpdate,
) {
  await titleRace(() =>
    context.db.transaction(async (tx) => {
      const inTransaction = { ...context, db: tx };
      const { before, after } = await changeNationalPlan(inTransaction, id, update);
      const change = changedFields(before, after);
      if (Object.keys(change.after).length === 0) return;
      await recordAudit(inTransaction, {
        actorId: session.memberId,
        memberId: null,
        action: "plan_changed",
        before: change.before,
        after: { plan: nationalPlanName(before.title), planId: id, ...change.after },
      });
    }),
  );
  return nationalPlan(context, id);
}

/** POST /office/regional_plans: the plan of a region that has none, in the trail as `plan_created`. */
export async function addRegionalPlan(
  context: OfficePlansContext,
  session: Pick<Actor, "memberId">,
  input: RegionalPlanInput,
) {
  const id = await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const { plan, regionCode } = await createRegionalPlan(inTransaction, input);
    const { id: planId, regionId: _regionId, ...values } = plan;
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: null,
      action: "plan_created",
      after: { plan: regionalPlanName(values.title, regionCode), planId, regionCode, ...values },
    });
    return planId;
  });
  return regionalPlan(context, id);
}

/** PUT /office/regional_plans/{id}: the fields given change; in the trail as `plan_changed`. */
export async function editRegionalPlan(
  context: OfficePlansContext,
  session: Pick<Actor, "memberId">,
  id: number,
  update: RegionalPlanUpdate,
) {
  await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const { before, after, regionCode } = await changeRegionalPlan(inTransaction, id, update);
    const change = changedFields(before, after);
    if (Object.keys(change.after).length === 0) return;
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: null,
      action: "plan_changed",
      before: change.before,
      after: { plan: regionalPlanName(before.title, regionCode), planId: id, ...change.after },
    });
  });
  return regionalPlan(context, id);
}
