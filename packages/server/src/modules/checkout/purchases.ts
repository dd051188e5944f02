import type { EventInvoiceSelections } from "@club/domain/event.schema";
import type { ListingInvoiceSelections } from "@club/domain/listing.schema";
import type { InvoiceSelections } from "@club/domain/renewal.schema";
import type { AppContext } from "../../lib/app-context.ts";

/**
 * A join and a renewal buy a membership (memberships); an event invoice pays for a registration (events); a listing
 * invoice pays a marketplace listing's fee (listings, issue 44).
 */
export type MembershipKind = "join" | "renewal";
export type InvoiceKind = MembershipKind | "event" | "listing";

/** What each kind's invoice keeps of what was bought (invoices.selections). */
interface SelectionsByKind {
  join: InvoiceSelections;
  renewal: InvoiceSelections;
  event: EventInvoiceSelections;
  listing: ListingInvoiceSelections;
}

/** A paid invoice, as the module that sold it sees it when the payment settles. */
export type PaidInvoice<K extends InvoiceKind = InvoiceKind> = {
  [Kind in K]: {
    id: number;
    publicId: string;
    kind: Kind;
    memberId: number;
    selections: SelectionsByKind[Kind];
    total: number;
  };
}[K];

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
 * What a paid invoice buys, supplied by the module that owns it (memberships for a join or a renewal, events for a
 * registration) and wired in app.ts, so checkout never imports what it sells. It runs inside the settlement
 * transaction: `context.db` is that transaction, and whatever it writes is undone if settlement fails.
 */
export type Fulfil<K extends InvoiceKind = InvoiceKind> = (
  context: AppContext,
  invoice: PaidInvoice<K>,
) => Promise<Fulfilment>;

/**
 * A full refund: what the purchase bought is taken back, given the `undo` its fulfilment returned (null for a
 * payment settled before undo was kept). Runs inside the refund's transaction.
 */
export type Undo<K extends InvoiceKind = InvoiceKind> = (
  context: AppContext,
  invoice: PaidInvoice<K>,
  undo: Record<string, unknown> | null,
) => Promise<void>;

export interface Purchase<K extends InvoiceKind> {
  fulfil: Fulfil<K>;
  undo: Undo<K>;
}

export type Purchases = { [K in InvoiceKind]: Purchase<K> };

/** The purchase that sold this invoice: its kind picks the entry, so the entry takes this invoice. */
export function purchaseOf<K extends InvoiceKind>(
  purchases: Purchases,
  invoice: PaidInvoice<K>,
): Purchase<K> {
  // TypeScript cannot correlate the kind of a union-typed invoice with the entry it indexes.
  return purchases[invoice.kind] as unknown as Purchase<K>;
}

/** What the rules no longer allow at settlement, though the invoice was fine when it was opened: refunded. */
export class PurchaseRefusedError extends Error {}
