import type { EventInvoiceSelections } from "@club/domain/event.schema";
import type { ListingInvoiceSelections } from "@club/domain/listing.schema";
import type { InvoiceSelections } from "@club/domain/renewal.schema";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../db/columns.ts";
import { regions } from "../geo/geo.schema.ts";
import { members } from "../members/members.schema.ts";

/**
 * What a join, a renewal, an event registration or a listing's fee asks the member to pay; `publicId` is the order id the browser knows. Money is
 * never deleted with a member (issue 23): invoices, their orders, payments, refunds, unsettled captures and gifts
 * restrict the delete, and whoever deletes members refuses (or moves the money) first.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    publicId: text().notNull().unique(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "restrict" }),
    kind: text({ enum: ["join", "renewal", "event", "listing"] }).notNull(),
    /**
     * void: replaced by a newer invoice of the same member (a second renewal), never payable again.
     * refunded: paid, then given back in full by the office (what it bought was undone).
     */
    status: text({ enum: ["pending", "paid", "void", "refunded"] })
      .notNull()
      .default("pending"),
    /**
     * What the payment activates: a join's or renewal's selections (national plan, associate, regions, donations,
     * museum), an event invoice's registration (issue 28), a listing fee's listing (issue 44). Parsed by kind when read.
     */
    selections: jsonb()
      .$type<InvoiceSelections | EventInvoiceSelections | ListingInvoiceSelections>()
      .notNull(),
    subtotal: integer().notNull(),
    fee: integer().notNull(),
    total: integer().notNull(),
    currency: text().notNull().default("USD"),
    /** When the amounts were last priced from the plans; an unpaid invoice older than the expiry is priced again. */
    pricedAt: timestamp({ withTimezone: true }).notNull(),
    /** The one provider order that may pay this invoice; opening another voids this one. */
    liveProviderOrderId: text(),
    /** Set while the live order is being captured: no other order may be opened meanwhile. */
    captureStartedAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    createdAt,
  },
  (t) => [index().on(t.memberId)],
);

export const invoiceItems = pgTable(
  "invoice_items",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    kind: text().notNull(),
    description: text().notNull(),
    amount: integer().notNull(),
    /** Issue 42: the region whose money this line is (its dues, its event's income); none: national's. */
    regionId: integer().references(() => regions.id, { onDelete: "restrict" }),
  },
  (t) => [index().on(t.invoiceId), index().on(t.regionId)],
);

/** Orders opened at the payment provider, each bound to the one invoice it may pay. */
export const providerOrders = pgTable(
  "provider_orders",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    provider: text({ enum: ["sandbox", "paypal"] }).notNull(),
    providerOrderId: text().notNull().unique(),
    amount: integer().notNull(),
    status: text({ enum: ["created", "approved", "declined", "captured", "failed", "voided"] })
      .notNull()
      .default("created"),
    lastError: text(),
    createdAt,
    updatedAt,
  },
  (t) => [index().on(t.invoiceId)],
);

/**
 * A settled payment: at most one per invoice, and one per provider capture. Offline payments (a cheque, cash, a
 * bank transfer) are recorded by the office: `provider` is the method, with the office's reference and no
 * provider order or capture.
 */
export const payments = pgTable(
  "payments",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer()
      .notNull()
      .unique()
      .references(() => invoices.id, { onDelete: "restrict" }),
    provider: text().notNull(),
    providerOrderId: text(),
    captureId: text().unique(),
    /** The cheque number, the transfer's reference: what the office wrote down. */
    reference: text(),
    recordedBy: integer().references(() => members.id, { onDelete: "restrict" }),
    amount: integer().notNull(),
    currency: text().notNull(),
    /** What the purchase changed, handed back to the module that sold it if the payment is refunded in full. */
    undo: jsonb().$type<Record<string, unknown>>(),
    createdAt,
  },
  // Deleting a member checks whether they recorded a payment: without this index, each deletion reads every payment.
  (t) => [index().on(t.createdAt), index().on(t.recordedBy)],
);

/** Money given back by the office, in full or in part: through the provider for online payments. */
export const refunds = pgTable(
  "refunds",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer()
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    amount: integer().notNull(),
    reason: text().notNull(),
    /** completed: the money is back (or was handed back offline); pending while the provider works on it. */
    status: text({ enum: ["pending", "completed"] }).notNull(),
    providerRefundId: text(),
    actorId: integer().references(() => members.id, { onDelete: "restrict" }),
    createdAt,
  },
  (t) => [index().on(t.paymentId), index().on(t.createdAt), index().on(t.actorId)],
);

/**
 * Money a provider captured that we did not settle: a second capture of a paid invoice, a capture that does not
 * match its invoice, a renewal the rules no longer allow. Each is refunded through the provider and kept for the
 * office to see.
 */
export const unsettledCaptures = pgTable(
  "unsettled_captures",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    provider: text().notNull(),
    providerOrderId: text().notNull(),
    captureId: text().notNull().unique(),
    invoiceId: integer().references(() => invoices.id, { onDelete: "restrict" }),
    amount: integer().notNull(),
    currency: text().notNull(),
    reason: text().notNull(),
    refundId: text(),
    refundStatus: text({ enum: ["pending", "refunded", "failed", "not_refunded"] }).notNull(),
    lastError: text(),
    createdAt,
    updatedAt,
  },
  (t) => [index().on(t.invoiceId)],
);

/**
 * Issue 42: the ledger of national's and the regions' money. Each settled payment is shared out when it settles (each
 * region its lines, national the rest), each refund when it completes (negative, in the same proportions): a
 * payment's shares add up to it, a refund's to minus it, to the cent, which the reconciliation proves. Region: none
 * is national. Written once, never changed; money is never deleted (issue 23).
 */
export const paymentShares = pgTable(
  "payment_shares",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer()
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    refundId: integer().references(() => refunds.id, { onDelete: "restrict" }),
    regionId: integer().references(() => regions.id, { onDelete: "restrict" }),
    kind: text({ enum: ["collected", "fee", "refunded"] }).notNull(),
    amount: integer().notNull(),
    /** When the payment settled or the refund completed. */
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.regionId, t.at),
    index().on(t.paymentId),
    index().on(t.refundId),
    check("payment_shares_refund_kind", sql`(${t.kind} = 'refunded') = (${t.refundId} is not null)`),
  ],
);

/**
 * Issue 42: each check that national's and the regions' parts add up to every payment and refund, to the cent: when it
 * ran, how much it read, and what it found unassigned (none: every cent is someone's).
 */
export const reconciliations = pgTable("reconciliations", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  status: text({ enum: ["running", "done", "failed"] }).notNull(),
  startedAt: timestamp({ withTimezone: true }).notNull(),
  finishedAt: timestamp({ withTimezone: true }),
  paymentsChecked: integer().notNull().default(0),
  refundsChecked: integer().notNull().default(0),
  unbalanced: jsonb()
    .$type<{
      payments: { paymentId: number; orderId: string; unassigned: number }[];
      refunds: { refundId: number; paymentId: number; unassigned: number }[];
    }>()
    .notNull()
    .default({ payments: [], refunds: [] }),
});
