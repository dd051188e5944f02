import type { PaymentShare, ShareLine } from "@club/domain/region-money.rules";
import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { seenMemberColumns } from "../../db/member-filters.ts";
import { members } from "../members/members.schema.ts";
import { invoices, paymentShares, payments, reconciliations, refunds } from "./checkout.schema.ts";

export async function insertPaymentShares(
  db: Db,
  paymentId: number,
  at: Date,
  shares: readonly PaymentShare[],
) {
  if (shares.length === 0) return;
  await db.insert(paymentShares).values(shares.map((share) => ({ ...share, paymentId, at })));
}

export async function insertRefundShares(
  db: Db,
  refund: { paymentId: number; refundId: number; at: Date },
  shares: readonly ShareLine[],
) {
  if (shares.length === 0) return;
  await db
    .insert(paymentShares)
    .values(shares.map((share) => ({ ...refund, ...share, kind: "refunded" as const })));
}

/** What each party got of the payment, and what its refunds have given back so far (a positive amount). */
export async function findPaymentSharing(db: Db, paymentId: number) {
  const rows = await db
    .select({
      regionId: paymentShares.regionId,
      refundId: paymentShares.refundId,
      amount: paymentShares.amount,
    })
    .from(paymentShares)
    .where(eq(paymentShares.paymentId, paymentId));
  return {
    paid: rows.filter((row) => row.refundId === null),
    refundedBefore: -rows.filter((row) => row.refundId !== null).reduce((sum, row) => sum + row.amount, 0),
  };
}

export interface Period {
  from: Date;
  before: Date;
}

const regionIs = (regionId: number | null) =>
  regionId === null ? isNull(paymentShares.regionId) : eq(paymentShares.regionId, regionId);

/** The party's shares of the period: its moments from `from`, before `before`. */
const partyInPeriod = (regionId: number | null, period: Period) =>
  and(regionIs(regionId), gte(paymentShares.at, period.from), lt(paymentShares.at, period.before));

/** The party's shares in the period, summed by kind. */
export async function sumSharesByKind(db: Db, regionId: number | null, period: Period) {
  const rows = await db
    .select({ kind: paymentShares.kind, total: sql<number>`coalesce(sum(${paymentShares.amount}), 0)::int` })
    .from(paymentShares)
    .where(partyInPeriod(regionId, period))
    .groupBy(paymentShares.kind);
  const total = (kind: string) => rows.find((row) => row.kind === kind)?.total ?? 0;
  return { collected: total("collected"), fees: total("fee"), refunded: -total("refunded") };
}

/**
 * The party's shares in the period, summed by month of the club's days (YYYY-MM, oldest first) and kind: a
 * statement's months on paper.
 */
export function sumSharesByMonth(db: Db, regionId: number | null, period: Period, timeZone: string) {
  const month = sql<string>`to_char(${paymentShares.at} at time zone ${timeZone}, 'YYYY-MM')`;
  return db
    .select({
      month,
      collected: sql<number>`coalesce(sum(${paymentShares.amount}) filter (where ${paymentShares.kind} = 'collected'), 0)::int`,
      fees: sql<number>`coalesce(sum(${paymentShares.amount}) filter (where ${paymentShares.kind} = 'fee'), 0)::int`,
      refunded: sql<number>`coalesce(-sum(${paymentShares.amount}) filter (where ${paymentShares.kind} = 'refunded'), 0)::int`,
    })
    .from(paymentShares)
    .where(partyInPeriod(regionId, period))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

/** Everything the party's shares came to before `before`. */
export async function sumSharesBefore(db: Db, regionId: number | null, before: Date) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${paymentShares.amount}), 0)::int` })
    .from(paymentShares)
    .where(and(regionIs(regionId), lt(paymentShares.at, before)));
  return row?.total ?? 0;
}

/** How many shares the party has in the period. */
export async function countShareLines(db: Db, regionId: number | null, period: Period) {
  const [row] = await db
    .select({ count: count() })
    .from(paymentShares)
    .where(partyInPeriod(regionId, period));
  return row?.count ?? 0;
}

/** The party's shares in the period, oldest first, with the order and the payer as the visibility rule reads them. */
export function findShareLines(db: Db, regionId: number | null, period: Period) {
  return db
    .select({
      at: paymentShares.at,
      kind: paymentShares.kind,
      amount: paymentShares.amount,
      orderId: invoices.publicId,
      invoiceKind: invoices.kind,
      memberId: members.id,
      memberNo: members.memberNo,
      firstName: members.firstName,
      lastName: members.lastName,
      prefix: members.prefix,
      suffix: members.suffix,
      ...seenMemberColumns,
    })
    .from(paymentShares)
    .innerJoin(payments, eq(payments.id, paymentShares.paymentId))
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(members, eq(members.id, invoices.memberId))
    .where(partyInPeriod(regionId, period))
    .orderBy(asc(paymentShares.at), asc(paymentShares.id));
}

/**
 * Issue 42's reconciliation: every payment whose shares do not add up to it, and every completed refund whose shares
 * do not add up to minus it, with the difference in cents (what is unassigned). Pending refunds have no shares yet.
 * One grouped pass over the shares for each; the sums are named apart from the invoices' own `total`.
 */
export async function findUnbalanced(db: Db) {
  const paid = db
    .select({
      paymentId: paymentShares.paymentId,
      total: sql<number>`sum(${paymentShares.amount})`.as("paid_total"),
    })
    .from(paymentShares)
    .where(isNull(paymentShares.refundId))
    .groupBy(paymentShares.paymentId)
    .as("paid");
  const givenBack = db
    .select({
      refundId: paymentShares.refundId,
      total: sql<number>`sum(${paymentShares.amount})`.as("given_back_total"),
    })
    .from(paymentShares)
    .where(isNotNull(paymentShares.refundId))
    .groupBy(paymentShares.refundId)
    .as("given_back");
  const paymentGap = sql<number>`(${payments.amount} - coalesce(${paid.total}, 0))::int`;
  const refundGap = sql<number>`(-${refunds.amount} - coalesce(${givenBack.total}, 0))::int`;
  const [unbalancedPayments, unbalancedRefunds] = await Promise.all([
    db
      .select({ paymentId: payments.id, orderId: invoices.publicId, unassigned: paymentGap })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .leftJoin(paid, eq(paid.paymentId, payments.id))
      .where(sql`${paymentGap} <> 0`)
      .orderBy(asc(payments.id)),
    db
      .select({ refundId: refunds.id, paymentId: refunds.paymentId, unassigned: refundGap })
      .from(refunds)
      .leftJoin(givenBack, eq(givenBack.refundId, refunds.id))
      .where(and(eq(refunds.status, "completed"), sql`${refundGap} <> 0`))
      .orderBy(asc(refunds.id)),
  ]);
  return { payments: unbalancedPayments, refunds: unbalancedRefunds };
}

/** How many payments and completed refunds there are: what a reconciliation reads. */
export async function countMoney(db: Db) {
  const [[paid], [givenBack]] = await Promise.all([
    db.select({ count: count() }).from(payments),
    db.select({ count: count() }).from(refunds).where(eq(refunds.status, "completed")),
  ]);
  return { payments: paid?.count ?? 0, refunds: givenBack?.count ?? 0 };
}

export async function insertReconciliation(db: Db, startedAt: Date) {
  const [row] = await db
    .insert(reconciliations)
    .values({ status: "running", startedAt })
    .returning({ id: reconciliations.id });
  if (!row) throw new Error("reconciliation not started");
  return row.id;
}

export async function finishReconciliation(
  db: Db,
  id: number,
  values: Pick<
    typeof reconciliations.$inferInsert,
    "status" | "finishedAt" | "paymentsChecked" | "refundsChecked" | "unbalanced"
  >,
) {
  await db.update(reconciliations).set(values).where(eq(reconciliations.id, id));
}

export async function findLatestReconciliation(db: Db) {
  const [row] = await db.select().from(reconciliations).orderBy(desc(reconciliations.id)).limit(1);
  return row;
}
