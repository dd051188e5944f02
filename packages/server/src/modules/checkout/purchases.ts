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

/** Who paid, for the receipt, and the line the receipt opens with ("your dues are now paid through …"). */
export interface Fulfilment {
  payer: { email: string; firstName: string; lastName: string };
  receiptNote: string;
}

/**
 * What a paid invoice buys, supplied by the module that owns it (memberships for a join or a renewal) and wired
 * in app.ts, so checkout never imports what it sells. It runs inside the settlement transaction: `context.db` is
 * that transaction, and whatever it writes is undone if settlement fails.
 */
export type Fulfil = (context: AppContext, invoice: PaidInvoice) => Promise<Fulfilment>;

export type Purchases = Record<InvoiceKind, Fulfil>;

/** What the rules no longer allow at settlement, though the invoice was fine when it was opened: refunded. */
export class PurchaseRefusedError extends Error {}
