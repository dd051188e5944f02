import { eq, inArray, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { invoices, payments, refunds } from "./checkout.schema.ts";
import { typedInvoice } from "./invoices.repository.ts";

/** The payment with its invoice, row-locked: two refunds of one payment are decided one after the other. */
export async function lockPaymentWithInvoice(db: Db, paymentId: number) {
  const [row] = await db
    .select({ payment: payments, invoice: invoices })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(eq(payments.id, paymentId))
    .for("update", { of: payments });
  return row && { ...row, invoice: typedInvoice(row.invoice) };
}

/** What has been given back of a payment so far, pending refunds included (their amount is reserved). */
export async function refundedAmount(db: Db, paymentId: number) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId));
  return row?.total ?? 0;
}

export async function insertRefund(db: Db, values: typeof refunds.$inferInsert) {
  const [refund] = await db.insert(refunds).values(values).returning();
  if (!refund) throw new Error("refund not inserted");
  return refund;
}

export async function completeRefund(db: Db, refundId: number, providerRefundId: string | null) {
  await db.update(refunds).set({ status: "completed", providerRefundId }).where(eq(refunds.id, refundId));
}

/** A refund the provider refused or could not be asked for: its reserved amount is free again. */
export async function deleteRefund(db: Db, refundId: number) {
  await db.delete(refunds).where(eq(refunds.id, refundId));
}

export async function markInvoiceRefunded(db: Db, invoiceId: number) {
  await db.update(invoices).set({ status: "refunded" }).where(eq(invoices.id, invoiceId));
}

/**
 * Issue 40: what was paid for each of these invoices and what of it went back (pending refunds included), with the
 * moment of the last refund; an invoice without a payment is not in the list.
 */
export function findInvoicesMoney(db: Db, invoiceIds: number[]) {
  return db
    .select({
      invoiceId: payments.invoiceId,
      paid: payments.amount,
      refunded: sql<number>`coalesce(sum(${refunds.amount}), 0)::int`,
      refundedAt: max(refunds.createdAt),
    })
    .from(payments)
    .leftJoin(refunds, eq(refunds.paymentId, payments.id))
    .where(inArray(payments.invoiceId, invoiceIds))
    .groupBy(payments.id);
}
