import { paymentShares, refundShares, type ShareLine } from "@club/domain/region-money.rules";
import type { Reconciliation } from "@club/domain/region-money.schema";
import { cursorRows } from "../../db/cursor-rows.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { getOnlineFeeRule } from "../settings/settings.service.ts";
import {
  countMoney,
  countShareLines,
  findLatestReconciliation,
  findPaymentSharing,
  findShareLines,
  findUnbalanced,
  finishReconciliation,
  insertPaymentShares,
  insertReconciliation,
  insertRefundShares,
  type Period,
  sumSharesBefore,
  sumSharesByKind,
  sumSharesByMonth,
} from "./payment-shares.repository.ts";

// Issue 42: national's and the regions' parts of every payment and refund (region-money.rules.ts decides them). The
// settlement and the refund write them in their own transaction, so money never exists without its parts; the
// regions' statements and the reconciliation read them.

type SharesContext = Pick<AppContext, "db" | "config" | "log">;

/** A payment settling now: its invoice's lines (each with its region) decide the parts, the club's setting the fee's. */
export async function sharePayment(
  context: SharesContext,
  payment: { id: number; amount: number; at: Date },
  lines: readonly ShareLine[],
) {
  const shares = paymentShares(lines, payment.amount, await getOnlineFeeRule(context));
  await insertPaymentShares(context.db, payment.id, payment.at, shares);
}

/** A refund completing now, in the payment's proportions; the caller holds the payment's row lock. */
export async function shareRefund(
  context: Pick<AppContext, "db">,
  refund: { id: number; paymentId: number; paymentAmount: number; amount: number; at: Date },
) {
  const { paid, refundedBefore } = await findPaymentSharing(context.db, refund.paymentId);
  const shares = refundShares(paid, refund.paymentAmount, refundedBefore, refund.amount);
  await insertRefundShares(
    context.db,
    { paymentId: refund.paymentId, refundId: refund.id, at: refund.at },
    shares,
  );
}

/** A region's (or national's, null) money in a period: its parts by kind, and all it had before the period. */
export async function partyMoney(context: Pick<AppContext, "db">, regionId: number | null, period: Period) {
  const [byKind, before] = await Promise.all([
    sumSharesByKind(context.db, regionId, period),
    sumSharesBefore(context.db, regionId, period.from),
  ]);
  return { ...byKind, before };
}

/** The party's money of the period by month of the club's days: collected, fees and refunded (the PDF's months). */
export function partyMoneyByMonth(
  context: Pick<AppContext, "db">,
  regionId: number | null,
  period: Period,
  timeZone: string,
) {
  return sumSharesByMonth(context.db, regionId, period, timeZone);
}

/**
 * A page of the party's ledger lines of the period, oldest first, each naming its payer's facts for the visibility
 * rule, and how many there are in all.
 */
export async function partyLedgerPage(
  context: Pick<AppContext, "db">,
  regionId: number | null,
  period: Period,
  page: { limit: number; offset: number },
) {
  const [lines, total] = await Promise.all([
    findShareLines(context.db, regionId, period).limit(page.limit).offset(page.offset),
    countShareLines(context.db, regionId, period),
  ]);
  return { lines, total };
}

/** Every one of the party's ledger lines of the period, oldest first, through one cursor (the statement's CSV). */
export function streamPartyLedgerLines(
  context: Pick<AppContext, "db">,
  regionId: number | null,
  period: Period,
) {
  return cursorRows(context.db, findShareLines(context.db, regionId, period));
}

/** Every payment and completed refund whose parts do not add up to it, to the cent. */
export function unbalancedMoney(context: Pick<AppContext, "db">) {
  return findUnbalanced(context.db);
}

/** The job that checks every payment and refund (issue 42): sent by the office, and run every night. */
export const reconciliationJob = "reconcile-money";

/**
 * One reconciliation: every payment's parts against it and every completed refund's against minus it, kept with
 * what it read and what it found. A failure is kept as failed, and thrown for the queue to log.
 */
export async function reconcileMoney(context: Pick<AppContext, "db" | "now">) {
  const id = await insertReconciliation(context.db, context.now());
  try {
    const [counted, unbalanced] = await Promise.all([countMoney(context.db), findUnbalanced(context.db)]);
    await finishReconciliation(context.db, id, {
      status: "done",
      finishedAt: context.now(),
      paymentsChecked: counted.payments,
      refundsChecked: counted.refunds,
      unbalanced,
    });
  } catch (error) {
    await finishReconciliation(context.db, id, {
      status: "failed",
      finishedAt: context.now(),
      paymentsChecked: 0,
      refundsChecked: 0,
      unbalanced: { payments: [], refunds: [] },
    });
    throw error;
  }
}

/** POST /office/reconciliation: a check now, on the worker; the page reads its answer when it is done. */
export async function requestReconciliation(context: Pick<AppContext, "jobs">): Promise<Reconciliation> {
  await context.jobs.send(reconciliationJob);
  return {
    status: "queued",
    startedAt: null,
    finishedAt: null,
    paymentsChecked: 0,
    refundsChecked: 0,
    unbalancedPayments: [],
    unbalancedRefunds: [],
  };
}

/** GET /office/reconciliation: the last check, or none yet (null). */
export async function latestReconciliation(context: Pick<AppContext, "db">): Promise<Reconciliation | null> {
  const row = await findLatestReconciliation(context.db);
  if (!row) return null;
  return {
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    paymentsChecked: row.paymentsChecked,
    refundsChecked: row.refundsChecked,
    unbalancedPayments: row.unbalanced.payments,
    unbalancedRefunds: row.unbalanced.refunds,
  };
}
