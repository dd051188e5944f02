import type { Checkout } from "@club/domain/checkout.rules";
import type { AppContext } from "../../lib/app-context.ts";
import {
  captureClaimMs,
  captureInProgress,
  deleteInvoicesOf,
  findInvoicePayment,
  findMembersNamedByMoney,
  findMembersWithMoney,
  findNewestPaidKind,
  findNewestSelections,
  findOrderIds,
  findPaidPurchases,
  findUnpaidJoiners,
  insertInvoice,
  lockInvoice,
  moveInvoices,
  updatePaymentUndo,
  voidInvoice,
  voidOpenInvoices,
} from "./invoices.repository.ts";
import type { InvoiceKind, PaidInvoice } from "./purchases.ts";
import { findInvoicesMoney, refundedAmount } from "./refunds.repository.ts";

/**
 * Opens an invoice for what a member chose, priced by the caller through plans' pricing. `context.db` may be the
 * caller's transaction, so the invoice is created with whatever it is created for, or not at all.
 */
export async function openInvoice(
  context: AppContext,
  order: { memberId: number; kind: InvoiceKind; selections: PaidInvoice["selections"]; checkout: Checkout },
) {
  const invoice = await insertInvoice(context.db, { ...order, createdAt: context.now() });
  return { orderId: invoice.publicId, invoiceId: invoice.id };
}

/**
 * The selling module withdraws an unpaid invoice (an event's place released, a registration cancelled): void, with its
 * orders, so no payment can settle it (a capture arriving later is refunded). One whose capture is under way is left
 * alone ("paying": its payment is about to settle or fail); one already paid says so.
 */
export async function withdrawInvoice(
  context: AppContext,
  invoiceId: number,
): Promise<"void" | "paying" | "paid" | "gone"> {
  return context.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId);
    if (!invoice) return "gone";
    if (invoice.status === "paid" || invoice.status === "refunded") return "paid";
    if (invoice.status === "void") return "void";
    if (captureInProgress(invoice, new Date(context.now().getTime() - captureClaimMs))) return "paying";
    await voidInvoice(tx, invoiceId, context.now());
    return "void";
  });
}

/** The payment that settled the invoice, with what has been given back of it so far. */
export async function paymentOfInvoice(context: Pick<AppContext, "db">, invoiceId: number) {
  const payment = await findInvoicePayment(context.db, invoiceId);
  return (
    payment && {
      id: payment.id,
      amount: payment.amount,
      refunded: await refundedAmount(context.db, payment.id),
    }
  );
}

/** What an invoice's payment brought in and what of it was given back (issue 40: a registration's card, the CSV). */
export interface InvoiceMoney {
  paid: number;
  refunded: number;
  /** When the last refund was made; null: nothing given back. */
  refundedAt: Date | null;
}

/** The money of each of these invoices, by invoice id; an invoice nobody paid is not in the map. */
export async function moneyOfInvoices(context: Pick<AppContext, "db">, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return new Map<number, InvoiceMoney>();
  const rows = await findInvoicesMoney(context.db, [...new Set(invoiceIds)]);
  return new Map(
    rows.map(({ invoiceId, ...money }): [number, InvoiceMoney] => [
      invoiceId,
      { ...money, refundedAt: money.refundedAt === null ? null : new Date(money.refundedAt) },
    ]),
  );
}

/**
 * The member's unpaid invoices become void (a renewal opened replaces an older renewal, or the join a joiner never
 * paid), so only the newest may be paid.
 */
export async function voidUnpaidInvoices(context: AppContext, memberId: number) {
  await voidOpenInvoices(context.db, memberId, context.now());
}

/** A merge (office): the duplicate's invoices and payments become the remaining member's. */
export function moveMemberInvoices(context: AppContext, fromMemberId: number, toMemberId: number) {
  return moveInvoices(context.db, fromMemberId, toMemberId);
}

/** The order id (the public id the payment dialog uses) of each invoice, by invoice id. */
export async function orderIdsOfInvoices(context: Pick<AppContext, "db">, invoiceIds: number[]) {
  return new Map((await findOrderIds(context.db, invoiceIds)).map((row) => [row.id, row.publicId]));
}

/** The selections of the member's newest invoice, if they have one. */
export function newestInvoiceSelections(context: AppContext, memberId: number) {
  return findNewestSelections(context.db, memberId);
}

/**
 * Purging joiners who never paid (members): the invoices of those whose invoices hold no money are deleted, with
 * their orders; returns those members. Money is never deleted (issue 23): a member with a paid invoice, a payment or
 * a capture we did not settle keeps every invoice, and is not returned.
 */
export async function forgetUnpaidInvoices(context: Pick<AppContext, "db">, memberIds: number[]) {
  const withMoney = await findMembersWithMoney(context.db, memberIds);
  const forgotten = memberIds.filter((id) => !withMoney.has(id));
  await deleteInvoicesOf(context.db, forgotten);
  return forgotten;
}

/**
 * The purge of joiners who never paid (members), by id: a join invoice, no invoice paid, refunded or opened since
 * `before`, and no payment they recorded or refund they made. Among `memberIds` only, when given (asked again once
 * the purge holds their rows).
 */
export function unpaidJoiners(context: Pick<AppContext, "db">, before: Date, memberIds?: number[]) {
  return findUnpaidJoiners(context.db, before, memberIds);
}

/**
 * Of these members, those money names, which their delete must not reach (issue 23): an invoice they hold, paid or
 * not, a payment they recorded, a refund they made. One query for the whole list.
 */
export function membersNamedByMoney(context: Pick<AppContext, "db">, memberIds: number[]) {
  return findMembersNamedByMoney(context.db, memberIds);
}

/** What the member last paid for (a join or a renewal), or null: the Renew button words a joiner's year apart. */
export function newestPaidInvoiceKind(context: Pick<AppContext, "db">, memberId: number) {
  return findNewestPaidKind(context.db, memberId);
}

/** The member's paid purchases, each with what it changed as the selling module recorded it (its `undo`). */
export function listPaidPurchases(context: AppContext, memberId: number) {
  return findPaidPurchases(context.db, memberId);
}

/** The selling module rewrites what a full refund of this payment puts back (a merge changed what it stands on). */
export function savePurchaseUndo(context: AppContext, paymentId: number, undo: Record<string, unknown>) {
  return updatePaymentUndo(context.db, paymentId, undo);
}
