import type { Checkout } from "@club/domain/checkout.rules";
import type { InvoiceSelections } from "@club/domain/renewal.schema";
import type { AppContext } from "../../lib/app-context.ts";
import {
  findNewestSelections,
  findPendingInvoices,
  insertInvoice,
  moveInvoices,
  voidOpenInvoices,
} from "./invoices.repository.ts";
import type { InvoiceKind } from "./purchases.ts";

/**
 * Opens an invoice for what a member chose, priced by the caller through plans' pricing. `context.db` may be the
 * caller's transaction, so the invoice is created with whatever it is created for, or not at all.
 */
export async function openInvoice(
  context: AppContext,
  order: { memberId: number; kind: InvoiceKind; selections: InvoiceSelections; checkout: Checkout },
) {
  const invoice = await insertInvoice(context.db, { ...order, createdAt: context.now() });
  return { orderId: invoice.publicId };
}

/**
 * The member's unpaid invoices become void (a renewal opened replaces an older renewal, or the join a joiner never
 * paid), so only the newest may be paid.
 */
export async function voidUnpaidInvoices(context: AppContext, memberId: number) {
  await voidOpenInvoices(context.db, memberId, context.now());
}

/** The member's invoices still open for payment (the office may record a cheque against one). */
export async function listOpenInvoices(context: AppContext, memberId: number) {
  const rows = await findPendingInvoices(context.db, memberId);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** A merge (office): the duplicate's invoices and payments become the remaining member's. */
export function moveMemberInvoices(context: AppContext, fromMemberId: number, toMemberId: number) {
  return moveInvoices(context.db, fromMemberId, toMemberId);
}

/** The selections of the member's newest invoice, if they have one. */
export function newestInvoiceSelections(context: AppContext, memberId: number) {
  return findNewestSelections(context.db, memberId);
}
