import { clubDate } from "@club/domain/club-clock";
import { daysAfter } from "@club/domain/days";
import { eventInvoiceSelectionsSchema } from "@club/domain/event.schema";
import { listingInvoiceSelectionsSchema } from "@club/domain/listing.schema";
import {
  type MemberPayments,
  memberPaymentsMessages,
  type OwedEvent,
  type OwedInvoice,
} from "@club/domain/member-payments.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { drawPdf, pdfDrawing } from "../../lib/pdf-threads.ts";
import { getClubSettings } from "../settings/settings.service.ts";
import {
  findInvoiceLines,
  findMemberInvoice,
  findNewestOpenInvoice,
  findPaidInvoices,
} from "./member-payments.repository.ts";
import { getInvoice } from "./payments.service.ts";
import type { renderReceipt } from "./receipt-pdf.ts";

// Issue 25: what the signed-in member owes and what they paid, and a receipt for each payment.

/**
 * An unpaid invoice is owed for a year after it was opened (priced again once its price expires). An older one was
 * abandoned: a membership year has passed since, and renewing opens a new invoice for what the member wants now.
 */
const receiptDrawing = pdfDrawing<typeof renderReceipt>(import.meta.url, "receipt-pdf", "renderReceipt");
const owedForDays = 365;

/**
 * The member's payments are read with what an event place's invoice is for: events knows its registrations, and
 * calls checkout, so app.ts hands the function in (as the car's history gets its events). Without it (a member's
 * own data), an event place names no event.
 */
export interface MemberPaymentsContext extends AppContext {
  eventPlaceOf?: (registrationId: number) => Promise<OwedEvent | null>;
}

export async function listMemberPayments(
  context: MemberPaymentsContext,
  memberId: number,
): Promise<MemberPayments> {
  const [owed, paid] = await Promise.all([
    owedInvoice(context, memberId),
    findPaidInvoices(context.db, memberId),
  ]);
  const lines = await findInvoiceLines(
    context.db,
    paid.map((invoice) => invoice.id),
  );
  return {
    owed,
    invoices: paid.map((invoice) => ({
      orderId: invoice.orderId,
      kind: invoice.kind,
      status: invoice.status === "refunded" ? "refunded" : "paid",
      items: linesOf(lines.items, invoice.id).map(({ description, amount }) => ({ description, amount })),
      subtotal: invoice.subtotal,
      fee: invoice.fee,
      total: invoice.total,
      paidAt: paidAtOf(invoice).toISOString(),
      payments: linesOf(lines.paid, invoice.id).map(({ method, amount, at }) => ({
        method,
        amount,
        at: at.toISOString(),
      })),
      refunds: linesOf(lines.givenBack, invoice.id).map(({ amount, at, status }) => ({
        amount,
        at: at.toISOString(),
        status,
      })),
    })),
  };
}

const linesOf = <Line extends { invoiceId: number }>(lines: Line[], invoiceId: number) =>
  lines.filter((line) => line.invoiceId === invoiceId);

// Settling sets the paid date; only an unpaid invoice lacks one, and those are not listed.
const paidAtOf = (invoice: { paidAt: Date | null; createdAt: Date }) => invoice.paidAt ?? invoice.createdAt;

async function owedInvoice(context: MemberPaymentsContext, memberId: number): Promise<OwedInvoice | null> {
  const since = daysAfter(context.now(), -owedForDays);
  const open = await findNewestOpenInvoice(context.db, memberId, since);
  if (!open) return null;
  const invoice = await getInvoice(context, open.publicId);
  if (invoice.status !== "pending") return null;
  const { orderId, kind, items, subtotal, fee, total } = invoice;
  const event =
    open.kind === "event" && context.eventPlaceOf
      ? await context.eventPlaceOf(eventInvoiceSelectionsSchema.parse(open.selections).registrationId)
      : null;
  return { orderId, kind, items, subtotal, fee, total, event, listing: listingOf(open) };
}

/** A listing's fee names its listing from what its invoice kept (issue 44); the seller's listing page links it. */
function listingOf(open: { kind: string; selections: unknown }) {
  if (open.kind !== "listing") return null;
  const { listingId, title } = listingInvoiceSelectionsSchema.parse(open.selections);
  return { id: listingId, title };
}

/**
 * GET /members/payments/{orderId}/receipt.pdf: the receipt of one of the member's paid (or refunded) invoices.
 * Another member's invoice is not found; an unpaid one has no receipt yet.
 */
export async function memberReceiptPdf(context: AppContext, memberId: number, orderId: string) {
  const invoice = await findMemberInvoice(context.db, memberId, orderId);
  if (!invoice) throw new AppError("invoice_not_found", { base: ["This invoice could not be found."] });
  if (invoice.status !== "paid" && invoice.status !== "refunded")
    throw new AppError("invoice_unpaid", { base: [memberPaymentsMessages.receiptNotPaid] });
  const [lines, settings] = await Promise.all([
    findInvoiceLines(context.db, [invoice.id]),
    getClubSettings(context),
  ]);
  const { clubName, websiteUrl } = context.config.club;
  const receipt = await drawPdf(
    receiptDrawing,
    {
      clubName,
      websiteUrl,
      postalAddress: settings.contact.officeAddress.split("\n"),
      officePhone: settings.contact.officePhone,
      officeEmail: settings.contact.officeEmail,
    },
    {
      receiptNumber: invoice.orderId,
      memberName: `${invoice.firstName} ${invoice.lastName}`,
      memberNo: invoice.memberNo,
      // Issue 40: the days of these moments in the club's time zone, as the member lived them.
      paidOn: clubDate(paidAtOf(invoice), settings.clubTimeZone),
      refunded: invoice.status === "refunded",
      items: lines.items,
      fee: invoice.fee,
      total: invoice.total,
      payments: lines.paid.map((payment) => ({
        ...payment,
        on: clubDate(payment.at, settings.clubTimeZone),
      })),
      refunds: lines.givenBack.map((refund) => ({
        amount: refund.amount,
        on: clubDate(refund.at, settings.clubTimeZone),
        pending: refund.status === "pending",
      })),
    },
  );
  return { fileName: `receipt-${invoice.orderId}.pdf`, pdf: receipt };
}
