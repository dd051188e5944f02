import { addDays, isoDay } from "@club/domain/days";
import {
  newMembershipDuesExpiry,
  renewalWindowFor,
  renewedDuesExpiry,
} from "@club/domain/membership-year.rules";
import type { MembershipAction } from "@club/domain/office.schema";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, invalidField } from "../../lib/app-error.ts";
import { listPaidPurchases, savePurchaseUndo } from "../checkout/invoices.service.ts";
import type { MembershipKind, PaidInvoice } from "../checkout/purchases.ts";
import { getLifelongPlan, getNationalPlan } from "../plans/plans.service.ts";
import {
  deleteInvoiceDonations,
  deleteNationalMembership,
  deleteRegionalMembership,
  findRegionalDues,
  lockNationalMembership,
  moveDonations,
  moveNationalMembership,
  moveRegionalDues,
  moveRegionalMembership,
  saveNationalMembership,
  updateNationalMembership,
  updateRegionalDues,
} from "./memberships.repository.ts";
import { getRenewalWindowSetting } from "./memberships.service.ts";

/**
 * The member's national membership, row-locked for the caller's transaction, with whether its plan is lifelong (what
 * the Renew button, the office's changes and a merge weigh).
 */
export async function lockedNationalMembership(context: AppContext, memberId: number) {
  const membership = await lockNationalMembership(context.db, memberId);
  if (!membership) return undefined;
  const plan = await getNationalPlan(context, membership.nationalPlanId);
  return { ...membership, lifelong: plan?.lifelong ?? false };
}

const nationalBeforeSchema = z.object({
  nationalPlanId: z.number(),
  duesExpire: z.string(),
  renewalDate: z.string().nullable(),
  complimentary: z.boolean(),
});
type NationalBefore = z.infer<typeof nationalBeforeSchema>;

/**
 * What a join or renewal changed, kept with its payment: the memberships as they were before it, and the dues date
 * it gave them (`duesExpire`; missing in a payment settled before issue 23).
 */
export const purchaseUndoSchema = z.object({
  national: nationalBeforeSchema.nullable(),
  regional: z.array(z.object({ regionalPlanId: z.number(), duesExpire: z.string().nullable() })),
  duesExpire: z.string().optional(),
});
export type PurchaseUndo = z.infer<typeof purchaseUndoSchema>;

/** Before a join or renewal changes them: the national membership and the regional ones it is about to buy. */
export async function membershipsBefore(
  context: AppContext,
  memberId: number,
  regionalPlanIds: number[],
): Promise<PurchaseUndo> {
  const national = await lockNationalMembership(context.db, memberId);
  const regional = await findRegionalDues(context.db, memberId);
  const before = new Map(regional.map((row) => [row.regionalPlanId, row.duesExpire]));
  return {
    national: national
      ? {
          nationalPlanId: national.nationalPlanId,
          duesExpire: national.duesExpire,
          renewalDate: national.renewalDate,
          complimentary: national.complimentary,
        }
      : null,
    regional: regionalPlanIds.map((id) => ({ regionalPlanId: id, duesExpire: before.get(id) ?? null })),
  };
}

function yesterday(context: AppContext) {
  return addDays(isoDay(context.now()), -1);
}

/**
 * A join or renewal refunded in full: each membership it bought goes back to what it was; one it started ends
 * yesterday (the member is lapsed, and may renew). The gifts it recorded are removed: the money went back.
 *
 * Issue 23: only what its own invoice bought, for the member who holds the invoice now. A membership that no longer
 * ends where the purchase left it was extended since by something else (a later renewal, the office, the better
 * membership of a merged duplicate) and stays as it is; one that still does goes back to what the holder had
 * without this purchase (a merge rebased that, `rebasePurchases`).
 */
export async function undoPurchase(
  context: AppContext,
  invoice: PaidInvoice<MembershipKind>,
  stored: unknown,
) {
  const undo = purchaseUndoSchema.safeParse(stored);
  const now = context.now();
  const ended = yesterday(context);
  const current = await lockNationalMembership(context.db, invoice.memberId);
  // A payment settled before undo was kept (or a record that does not parse) ends what it bought.
  const before: PurchaseUndo = undo.success ? undo.data : { national: null, regional: [] };
  const stillBought = (duesExpire: string | null) =>
    before.duesExpire === undefined || duesExpire === before.duesExpire;
  const regionalNow = new Map(
    (await findRegionalDues(context.db, invoice.memberId)).map((row) => [row.regionalPlanId, row.duesExpire]),
  );
  if (current && stillBought(current.duesExpire)) {
    const restored = before.national ?? {
      nationalPlanId: current.nationalPlanId,
      duesExpire: current.duesExpire < ended ? current.duesExpire : ended,
      renewalDate: current.renewalDate,
      complimentary: false,
    };
    await updateNationalMembership(context.db, invoice.memberId, { ...restored, updatedAt: now });
  }
  const regional = undo.success
    ? before.regional
    : invoice.selections.regionalPlans.map((plan) => ({ regionalPlanId: plan.regionalId, duesExpire: null }));
  for (const row of regional) {
    if (!stillBought(regionalNow.get(row.regionalPlanId) ?? null)) continue;
    await updateRegionalDues(context.db, invoice.memberId, row.regionalPlanId, row.duesExpire ?? ended, now);
  }
  await deleteInvoiceDonations(context.db, invoice.id);
}

const noMembership = () =>
  new AppError("no_membership", {
    base: ["This member has no membership yet: record a payment or give a complimentary year first."],
  });

export interface MembershipChange {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * One change of a member's memberships by the office (the caller holds the member's row lock and writes the
 * audit trail in the same transaction). Regional memberships that ran with the national dues move with them.
 */
export async function changeMembership(
  context: AppContext,
  memberId: number,
  action: Exclude<MembershipAction, { action: "mark_deceased" | "mark_resigned" }>,
): Promise<MembershipChange> {
  const now = context.now();
  const today = isoDay(now);
  const current = await lockedNationalMembership(context, memberId);
  const before = current
    ? { nationalPlanId: current.nationalPlanId, duesExpire: current.duesExpire, lifelong: current.lifelong }
    : { nationalPlanId: null, duesExpire: null, lifelong: false };

  switch (action.action) {
    case "change_plan": {
      if (!current) throw noMembership();
      const plan = await getNationalPlan(context, action.nationalPlan);
      if (!plan) throw invalidField("nationalPlan", "No such national plan");
      await updateNationalMembership(context.db, memberId, { nationalPlanId: plan.id, updatedAt: now });
      return { before, after: { nationalPlanId: plan.id, plan: plan.title } };
    }
    case "make_lifetime": {
      const plan = await getLifelongPlan(context);
      if (!plan)
        throw new AppError("no_lifetime_plan", { base: ["The club has no lifelong national plan."] });
      await saveNationalMembership(context.db, memberId, {
        nationalPlanId: plan.id,
        yearJoined: Number(today.slice(0, 4)),
        duesExpire: current?.duesExpire ?? today,
        complimentary: false,
        updatedAt: now,
      });
      return { before, after: { nationalPlanId: plan.id, plan: plan.title, lifelong: true } };
    }
    case "set_dues_expire": {
      if (!current) throw noMembership();
      await updateNationalMembership(context.db, memberId, { duesExpire: action.duesExpire, updatedAt: now });
      await moveRegionalDues(context.db, memberId, current.duesExpire, action.duesExpire, now);
      return { before, after: { duesExpire: action.duesExpire } };
    }
    case "complimentary_year": {
      const window = renewalWindowFor(today, await getRenewalWindowSetting(context));
      if (current) {
        const duesExpire = renewedDuesExpiry(today, window, current.duesExpire);
        await updateNationalMembership(context.db, memberId, {
          duesExpire,
          complimentary: true,
          updatedAt: now,
        });
        await moveRegionalDues(context.db, memberId, current.duesExpire, duesExpire, now);
        return { before, after: { duesExpire, complimentary: true } };
      }
      if (!action.nationalPlan)
        throw invalidField("nationalPlan", "Choose the national plan of the complimentary year");
      const plan = await getNationalPlan(context, action.nationalPlan);
      if (!plan) throw invalidField("nationalPlan", "No such national plan");
      const duesExpire = newMembershipDuesExpiry(today, window);
      await saveNationalMembership(context.db, memberId, {
        nationalPlanId: plan.id,
        yearJoined: Number(today.slice(0, 4)),
        duesExpire,
        complimentary: true,
        updatedAt: now,
      });
      return {
        before,
        after: { nationalPlanId: plan.id, plan: plan.title, duesExpire, complimentary: true },
      };
    }
  }
}

/** The later of two dues dates, a missing one counting as the earliest. */
function laterDues(a: string | null, b: string | null) {
  if (a === null) return b;
  if (b === null) return a;
  return a > b ? a : b;
}

type LockedNational = NonNullable<Awaited<ReturnType<typeof lockedNationalMembership>>>;

/** The better of two national memberships, as a merge keeps it: lifelong, else the later dues. */
function betterNational(
  mine: NationalBefore | null,
  other: LockedNational | undefined,
): NationalBefore | null {
  if (!other) return mine;
  if (mine && !other.lifelong && other.duesExpire <= mine.duesExpire) return mine;
  const { nationalPlanId, duesExpire, renewalDate, complimentary } = other;
  return { nationalPlanId, duesExpire, renewalDate, complimentary };
}

/**
 * Before a merge, for each paid purchase of one of the two members: without it, the remaining member would still
 * have the other's memberships, so a full refund puts back the better of what it replaced and what the other had
 * (issue 23: refunding a merged duplicate's payment must not end the remaining member's own paid membership).
 */
async function rebasePurchases(
  context: AppContext,
  memberId: number,
  otherNational: LockedNational | undefined,
  otherRegional: Map<number, string | null>,
) {
  for (const purchase of await listPaidPurchases(context, memberId)) {
    const undo = purchaseUndoSchema.safeParse(purchase.undo);
    if (!undo.success) continue;
    const rebased: PurchaseUndo = {
      ...undo.data,
      national: betterNational(undo.data.national, otherNational),
      regional: undo.data.regional.map((row) => ({
        ...row,
        duesExpire: laterDues(row.duesExpire, otherRegional.get(row.regionalPlanId) ?? null),
      })),
    };
    await savePurchaseUndo(context, purchase.paymentId, rebased);
  }
}

/**
 * A merge (office): the remaining member keeps the better national membership of the two (lifelong, else the
 * later dues) with the earlier year joined, every regional membership either had (the later dues where both had
 * one), and the duplicate's gifts. The caller holds both members' row locks, and moves the invoices after this:
 * each member's purchases are told first what the other had (`rebasePurchases`).
 */
export async function mergeMemberships(context: AppContext, fromMemberId: number, toMemberId: number) {
  const now = context.now();
  const [from, to] = [
    await lockedNationalMembership(context, fromMemberId),
    await lockedNationalMembership(context, toMemberId),
  ];
  const regionalDues = async (memberId: number) =>
    new Map(
      (await findRegionalDues(context.db, memberId)).map((row) => [row.regionalPlanId, row.duesExpire]),
    );
  await rebasePurchases(context, fromMemberId, to, await regionalDues(toMemberId));
  await rebasePurchases(context, toMemberId, from, await regionalDues(fromMemberId));
  let national: "none" | "kept" | "moved" = to ? "kept" : "none";
  if (from) {
    const fromIsBetter =
      !to ||
      (from.lifelong && !to.lifelong) ||
      (from.lifelong === to.lifelong && from.duesExpire > to.duesExpire);
    const earliest = Math.min(from.yearJoined, to?.yearJoined ?? from.yearJoined);
    if (fromIsBetter) {
      await deleteNationalMembership(context.db, toMemberId);
      await moveNationalMembership(context.db, fromMemberId, toMemberId, {
        yearJoined: earliest,
        updatedAt: now,
      });
      national = "moved";
    } else {
      await deleteNationalMembership(context.db, fromMemberId);
      if (to)
        await updateNationalMembership(context.db, toMemberId, { yearJoined: earliest, updatedAt: now });
    }
  }
  const kept = new Map(
    (await findRegionalDues(context.db, toMemberId)).map((row) => [row.regionalPlanId, row]),
  );
  const regional = await findRegionalDues(context.db, fromMemberId);
  for (const row of regional) {
    const mine = kept.get(row.regionalPlanId);
    if (!mine) {
      await moveRegionalMembership(context.db, fromMemberId, toMemberId, row.regionalPlanId, now);
      continue;
    }
    const duesExpire = laterDues(mine.duesExpire, row.duesExpire);
    if (duesExpire && duesExpire !== mine.duesExpire)
      await updateRegionalDues(context.db, toMemberId, row.regionalPlanId, duesExpire, now);
    await deleteRegionalMembership(context.db, fromMemberId, row.regionalPlanId);
  }
  const donations = await moveDonations(context.db, fromMemberId, toMemberId);
  return { national, regionalMemberships: regional.length, donations };
}
