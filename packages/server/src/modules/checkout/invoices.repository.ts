import { randomBytes } from "node:crypto";
import type { Checkout } from "@club/domain/checkout.rules";
import { eventInvoiceSelectionsSchema } from "@club/domain/event.schema";
import { listingInvoiceSelectionsSchema } from "@club/domain/listing.schema";
import { invoiceSelectionsSchema } from "@club/domain/renewal.schema";
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inIds } from "../../db/column-arrays.ts";
import {
  invoiceItems,
  invoices,
  payments,
  providerOrders,
  refunds,
  unsettledCaptures,
} from "./checkout.schema.ts";
import type { InvoiceKind, MembershipKind, PaidInvoice } from "./purchases.ts";

/** The memberships' invoices: what the renewal's selections, its voiding and the Renew button read. */
const membershipKinds: MembershipKind[] = ["join", "renewal"];

export async function insertInvoice(
  db: Db,
  values: {
    memberId: number;
    kind: InvoiceKind;
    selections: PaidInvoice["selections"];
    checkout: Checkout;
    createdAt: Date;
  },
) {
  const [invoice] = await db
    .insert(invoices)
    .values({
      publicId: randomBytes(12).toString("base64url"),
      memberId: values.memberId,
      kind: values.kind,
      selections: values.selections,
      subtotal: values.checkout.subtotal,
      fee: values.checkout.fee,
      total: values.checkout.total,
      pricedAt: values.createdAt,
      createdAt: values.createdAt,
    })
    .returning();
  if (!invoice) throw new Error("invoice not created");
  await insertItems(db, invoice.id, values.checkout);
  return invoice;
}

async function insertItems(db: Db, invoiceId: number, checkout: Checkout) {
  await db
    .insert(invoiceItems)
    .values(checkout.items.map((item, position) => ({ ...item, invoiceId, position })));
}

/** New amounts for an unpaid invoice; the order opened for the old total can no longer pay it. */
export async function repriceInvoice(db: Db, invoiceId: number, checkout: Checkout, now: Date) {
  await db.delete(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId));
  await insertItems(db, invoiceId, checkout);
  await db
    .update(invoices)
    .set({
      subtotal: checkout.subtotal,
      fee: checkout.fee,
      total: checkout.total,
      pricedAt: now,
      liveProviderOrderId: null,
    })
    .where(eq(invoices.id, invoiceId));
  await voidOrders(db, [invoiceId], now);
}

/**
 * The member's other unpaid membership invoices become void when they open a renewal: only the newest may be paid
 * (an older renewal, or the join a joiner never paid and now pays as a renewal). An event's invoice stays.
 */
export async function voidOpenInvoices(db: Db, memberId: number, now: Date) {
  const voided = await db
    .update(invoices)
    .set({ status: "void", liveProviderOrderId: null })
    .where(
      and(
        eq(invoices.memberId, memberId),
        eq(invoices.status, "pending"),
        inArray(invoices.kind, membershipKinds),
      ),
    )
    .returning({ id: invoices.id });
  await voidOrders(
    db,
    voided.map((row) => row.id),
    now,
  );
}

async function voidOrders(db: Db, invoiceIds: number[], now: Date) {
  if (invoiceIds.length === 0) return;
  await db
    .update(providerOrders)
    .set({ status: "voided", updatedAt: now })
    .where(
      and(
        inArray(providerOrders.invoiceId, invoiceIds),
        inArray(providerOrders.status, ["created", "approved"]),
      ),
    );
}

/**
 * An invoice paid at the office: the online convenience fee comes off its total (office-payments.service.ts,
 * `offlineAmountDue`), and an order opened for the old total can no longer pay it. The caller holds its row lock.
 */
export async function removeFee(db: Db, invoiceId: number, now: Date) {
  await db
    .update(invoices)
    .set({ fee: 0, total: sql`${invoices.subtotal}`, liveProviderOrderId: null })
    .where(eq(invoices.id, invoiceId));
  await voidOrders(db, [invoiceId], now);
}

/** The new order becomes the only one that may pay the invoice (the caller holds the invoice's row lock). */
export async function makeOrderLive(db: Db, invoiceId: number, providerOrderId: string, now: Date) {
  await db
    .update(providerOrders)
    .set({ status: "voided", updatedAt: now })
    .where(
      and(
        eq(providerOrders.invoiceId, invoiceId),
        ne(providerOrders.providerOrderId, providerOrderId),
        inArray(providerOrders.status, ["created", "approved"]),
      ),
    );
  await db.update(invoices).set({ liveProviderOrderId: providerOrderId }).where(eq(invoices.id, invoiceId));
}

/**
 * Claims the invoice for capturing its live order. One conditional update of the invoice row: it fails when the
 * order is not (or no longer) the live one, or the invoice is not pending, and while a claim stands no new
 * order can be opened, so the live order cannot change under a capture.
 */
export async function claimCapture(db: Db, invoiceId: number, providerOrderId: string, now: Date) {
  const claimed = await db
    .update(invoices)
    .set({ captureStartedAt: now })
    .where(
      and(
        eq(invoices.id, invoiceId),
        eq(invoices.status, "pending"),
        eq(invoices.liveProviderOrderId, providerOrderId),
      ),
    )
    .returning({ id: invoices.id });
  return claimed.length > 0;
}

export async function releaseCapture(db: Db, invoiceId: number) {
  await db.update(invoices).set({ captureStartedAt: null }).where(eq(invoices.id, invoiceId));
}

/** A capture claimed longer ago than this is taken to have died with its process. */
export const captureClaimMs = 10 * 60_000;

/** Whether a capture claimed after `since` may still be running. */
export function captureInProgress(invoice: InvoiceRow, since: Date) {
  return invoice.captureStartedAt !== null && invoice.captureStartedAt > since;
}

export async function findInvoicePayment(db: Db, invoiceId: number) {
  const [payment] = await db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
  return payment;
}

export async function findPaymentByCaptureId(db: Db, captureId: string) {
  const [payment] = await db.select().from(payments).where(eq(payments.captureId, captureId));
  return payment;
}

/** The payment recorded and its invoice marked paid (the caller holds the invoice's row lock). */
export async function recordPayment(db: Db, payment: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(payment).returning({ id: payments.id });
  if (!row) throw new Error("payment not recorded");
  await db
    .update(invoices)
    .set({ status: "paid", paidAt: payment.createdAt, captureStartedAt: null })
    .where(eq(invoices.id, payment.invoiceId));
  return row;
}

export async function findInvoiceByPublicId(db: Db, publicId: string) {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.publicId, publicId));
  return invoice && typedInvoice(invoice);
}

export function findInvoiceItems(db: Db, invoiceId: number) {
  return db
    .select()
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, invoiceId))
    .orderBy(asc(invoiceItems.position));
}

export function findOrderIds(db: Db, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: invoices.id, publicId: invoices.publicId })
    .from(invoices)
    .where(inArray(invoices.id, invoiceIds));
}

/** Locks the invoice row for the settlement transaction, so two approvals settle one after the other. */
export async function lockInvoice(db: Db, id: number) {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id)).for("update");
  return invoice && typedInvoice(invoice);
}

/**
 * The jsonb column is checked when read, by the invoice's kind: what a payment activates is never trusted by a
 * cast.
 */
export function typedInvoice(row: typeof invoices.$inferSelect) {
  if (row.kind === "event")
    return { ...row, kind: row.kind, selections: eventInvoiceSelectionsSchema.parse(row.selections) };
  if (row.kind === "listing")
    return { ...row, kind: row.kind, selections: listingInvoiceSelectionsSchema.parse(row.selections) };
  return { ...row, kind: row.kind, selections: invoiceSelectionsSchema.parse(row.selections) };
}

export type InvoiceRow = ReturnType<typeof typedInvoice>;

/** The invoice becomes void if it is still unpaid, with its orders; whether it did. */
export async function voidInvoice(db: Db, invoiceId: number, now: Date) {
  const voided = await db
    .update(invoices)
    .set({ status: "void", liveProviderOrderId: null })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.status, "pending")))
    .returning({ id: invoices.id });
  await voidOrders(
    db,
    voided.map((row) => row.id),
    now,
  );
  return voided.length > 0;
}

/** The member's invoices still open for payment, newest first. */
export function findPendingInvoices(db: Db, memberId: number) {
  return db
    .select({ orderId: invoices.publicId })
    .from(invoices)
    .where(and(eq(invoices.memberId, memberId), eq(invoices.status, "pending")))
    .orderBy(desc(invoices.createdAt), desc(invoices.id));
}

/** A merge: the duplicate's invoices, with their payments and refunds, become the remaining member's. */
export async function moveInvoices(db: Db, fromMemberId: number, toMemberId: number) {
  const moved = await db
    .update(invoices)
    .set({ memberId: toMemberId })
    .where(eq(invoices.memberId, fromMemberId))
    .returning({ id: invoices.id });
  return moved.length;
}

/**
 * What the member chose on their newest membership invoice, paid or not (a joiner who never paid chose a plan
 * there).
 */
export async function findNewestSelections(db: Db, memberId: number) {
  const [row] = await db
    .select({ selections: invoices.selections })
    .from(invoices)
    .where(and(eq(invoices.memberId, memberId), inArray(invoices.kind, membershipKinds)))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(1);
  return row && invoiceSelectionsSchema.parse(row.selections);
}

/**
 * Of these members, those holding an invoice that holds money: paid (or paid and refunded), with a payment, or with
 * a capture we did not settle.
 */
export async function findMembersWithMoney(db: Db, memberIds: number[]) {
  if (memberIds.length === 0) return new Set<number>();
  const rows = await db
    .selectDistinct({ memberId: invoices.memberId })
    .from(invoices)
    .where(
      and(
        inArray(invoices.memberId, memberIds),
        sql`(${invoices.status} in ('paid', 'refunded')
          or exists (select 1 from ${payments} where ${payments.invoiceId} = ${invoices.id})
          or exists (select 1 from ${unsettledCaptures} where ${unsettledCaptures.invoiceId} = ${invoices.id}))`,
      ),
    );
  return new Set(rows.map((row) => row.memberId));
}

/**
 * Joiners who never paid, by id: a join invoice, no invoice paid, refunded or opened since `before`, and no payment
 * they recorded or refund they made. Among `memberIds` only, when given.
 */
export async function findUnpaidJoiners(db: Db, before: Date, memberIds?: number[]) {
  if (memberIds?.length === 0) return [];
  const rows = await db
    .select({ memberId: invoices.memberId })
    .from(invoices)
    .where(
      and(
        memberIds && inArray(invoices.memberId, memberIds),
        sql`not exists (select 1 from ${payments} where ${payments.recordedBy} = ${invoices.memberId})`,
        sql`not exists (select 1 from ${refunds} where ${refunds.actorId} = ${invoices.memberId})`,
      ),
    )
    .groupBy(invoices.memberId)
    .having(
      sql`bool_or(${invoices.kind} = 'join')
        and not bool_or(${invoices.status} in ('paid', 'refunded') or ${invoices.createdAt} >= ${before})`,
    )
    .orderBy(asc(invoices.memberId));
  return rows.map((row) => row.memberId);
}

/**
 * Of these members, those money names: holding an invoice, paid or not, or as whoever recorded a payment or made a
 * refund. Each column is read once for the whole list: `payments.recorded_by` and `refunds.actor_id` hold a handful
 * of office accounts, so a correlated EXISTS per member read the whole table per member (3 s per 500 members at
 * 50,000 payments).
 */
export async function findMembersNamedByMoney(db: Db, memberIds: number[]) {
  if (memberIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ memberId: payments.recordedBy })
    .from(payments)
    .where(inIds(payments.recordedBy, memberIds))
    .union(db.select({ memberId: refunds.actorId }).from(refunds).where(inIds(refunds.actorId, memberIds)))
    .union(
      db.select({ memberId: invoices.memberId }).from(invoices).where(inIds(invoices.memberId, memberIds)),
    );
  return new Set(rows.flatMap((row) => (row.memberId === null ? [] : [row.memberId])));
}

/** Deletes the members' invoices with their orders and items (the caller made sure none holds money). */
export async function deleteInvoicesOf(db: Db, memberIds: number[]) {
  if (memberIds.length === 0) return;
  const ids = db.select({ id: invoices.id }).from(invoices).where(inArray(invoices.memberId, memberIds));
  await db.delete(providerOrders).where(inArray(providerOrders.invoiceId, ids));
  await db.delete(invoices).where(inArray(invoices.memberId, memberIds));
}

/** What the member's newest paid membership invoice bought (a join or a renewal), if they ever paid one. */
export async function findNewestPaidKind(db: Db, memberId: number): Promise<MembershipKind | null> {
  const [row] = await db
    .select({ kind: invoices.kind })
    .from(invoices)
    .where(
      and(
        eq(invoices.memberId, memberId),
        eq(invoices.status, "paid"),
        inArray(invoices.kind, membershipKinds),
      ),
    )
    .orderBy(desc(invoices.paidAt), desc(invoices.id))
    .limit(1);
  return row && (row.kind === "join" || row.kind === "renewal") ? row.kind : null;
}

/** The payments of the member's paid membership invoices, each with what its purchase changed (`undo`). */
export function findPaidPurchases(db: Db, memberId: number) {
  return db
    .select({ paymentId: payments.id, undo: payments.undo })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(
      and(
        eq(invoices.memberId, memberId),
        eq(invoices.status, "paid"),
        inArray(invoices.kind, membershipKinds),
      ),
    )
    .orderBy(asc(payments.id));
}

export async function updatePaymentUndo(db: Db, paymentId: number, undo: Record<string, unknown>) {
  await db.update(payments).set({ undo }).where(eq(payments.id, paymentId));
}
