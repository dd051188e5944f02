import { and, asc, desc, eq, gte, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { members } from "../members/members.schema.ts";
import { invoiceItems, invoices, payments, refunds } from "./checkout.schema.ts";

// What a member sees of their own money (issue 25): their open invoice, and their paid ones with payments and refunds.

/** The member's newest unpaid invoice opened at or after `since`, if any, with what it was opened for. */
export async function findNewestOpenInvoice(db: Db, memberId: number, since: Date) {
  const [row] = await db
    .select({ publicId: invoices.publicId, kind: invoices.kind, selections: invoices.selections })
    .from(invoices)
    .where(
      and(eq(invoices.memberId, memberId), eq(invoices.status, "pending"), gte(invoices.createdAt, since)),
    )
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(1);
  return row;
}

const paidColumns = {
  id: invoices.id,
  orderId: invoices.publicId,
  kind: invoices.kind,
  status: invoices.status,
  subtotal: invoices.subtotal,
  fee: invoices.fee,
  total: invoices.total,
  paidAt: invoices.paidAt,
  createdAt: invoices.createdAt,
};

/** The member's paid and refunded invoices, newest paid first. */
export function findPaidInvoices(db: Db, memberId: number) {
  return db
    .select(paidColumns)
    .from(invoices)
    .where(and(eq(invoices.memberId, memberId), inArray(invoices.status, ["paid", "refunded"])))
    .orderBy(desc(invoices.paidAt), desc(invoices.id));
}

/** One invoice of the member's, any status, with the member's name and number (a receipt's heading). */
export async function findMemberInvoice(db: Db, memberId: number, publicId: string) {
  const [row] = await db
    .select({
      ...paidColumns,
      firstName: members.firstName,
      lastName: members.lastName,
      memberNo: members.memberNo,
    })
    .from(invoices)
    .innerJoin(members, eq(members.id, invoices.memberId))
    .where(and(eq(invoices.memberId, memberId), eq(invoices.publicId, publicId)));
  return row;
}

/** The items, payments and refunds of these invoices, each list in its order. */
export async function findInvoiceLines(db: Db, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return { items: [], paid: [], givenBack: [] };
  const [items, paid, givenBack] = await Promise.all([
    db
      .select({
        invoiceId: invoiceItems.invoiceId,
        description: invoiceItems.description,
        amount: invoiceItems.amount,
      })
      .from(invoiceItems)
      .where(inArray(invoiceItems.invoiceId, invoiceIds))
      .orderBy(asc(invoiceItems.position)),
    db
      .select({
        invoiceId: payments.invoiceId,
        method: payments.provider,
        amount: payments.amount,
        at: payments.createdAt,
      })
      .from(payments)
      .where(inArray(payments.invoiceId, invoiceIds))
      .orderBy(asc(payments.createdAt), asc(payments.id)),
    db
      .select({
        invoiceId: payments.invoiceId,
        amount: refunds.amount,
        at: refunds.createdAt,
        status: refunds.status,
      })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(inArray(payments.invoiceId, invoiceIds))
      .orderBy(asc(refunds.createdAt), asc(refunds.id)),
  ]);
  return { items, paid, givenBack };
}
