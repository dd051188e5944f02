import type { InvoiceSelections } from "@club/domain/renewal.schema";
import type { AppContext } from "../../lib/app-context.ts";

export type InvoiceKind = "join" | "renewal";

/** A paid invoice, as the module that sold it sees it when the payment settles. */
export interface PaidInvoice {
  id: number;
  publicId: string;
  kind: InvoiceKind;
  memberId: number;
  selections: InvoiceSelections;
  total: number;
}

/**
 * Who paid, for the receipt, the line the receipt opens with ("your dues are now paid through …"), and what the
 * purchase changed, kept with the payment so a full refund can undo it.
 */
export interface Fulfilment {
  payer: { email: string; firstName: string; lastName: string };
  receiptNote: string;
  undo: Record<string, unknown>;
}

/**
 * What a paid invoice buys, supplied by the module that owns it (memberships for a join or a renewal) and wired
 * in app.ts, so checkout never imports what it sells. It runs inside the settlement transaction: `context.db` is
 * that transaction, and whatever it writes is undone if settlement fails.
 */
export type Fulfil = (context: AppContext, invoice: PaidInvoice) => Promise<Fulfilment>;

/**
 * A full refund: what the purchase bought is taken back, given the `undo` its fulfilment returned (null for a
 * payment settled before undo was kept). Runs inside the refund's transaction.
 */
export type Undo = (
  context: AppContext,
  invoice: PaidInvoice,
  undo: Record<string, unknown> | null,
) => Promise<void>;

export type Purchases = Record<InvoiceKind, { fulfil: Fulfil; undo: Undo }>;

/** What the rules no longer allow at settlement, though the invoice was fine when it was opened: refunded. */
export class PurchaseRefusedError extends Error {}
