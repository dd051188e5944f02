import type { Selections } from "@club/domain/join.schema";
import { isoDay } from "@club/domain/membership-year.rules";
import { formatCents } from "@club/domain/money";
import { type Invoice, paymentMessages } from "@club/domain/payment.schema";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { invoices, payments } from "../../db/schema.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { findMemberById } from "../members/members.repository.ts";
import { activatePurchase } from "../memberships/activation.service.ts";
import {
  findInvoiceByPublicId,
  findInvoiceItems,
  type InvoiceRow,
  lockInvoice,
} from "./invoices.repository.ts";
import {
  findInvoiceOrder,
  findProviderOrder,
  insertProviderOrder,
  setProviderOrderStatus,
} from "./provider-orders.repository.ts";
import type { CaptureResult, PaymentProvider } from "./providers/payment-provider.ts";
import { ProviderUnavailableError } from "./providers/payment-provider.ts";

export interface PaymentsContext extends AppContext {
  provider: PaymentProvider;
}

const paymentFailed = (code: string, message: string) => new AppError(422, code, { base: [message] });

async function requireInvoice(db: Db, publicId: string) {
  const invoice = await findInvoiceByPublicId(db, publicId);
  if (!invoice) throw new AppError(404, "invoice_not_found", { base: [paymentMessages.unknownInvoice] });
  return invoice;
}

export async function getInvoice(context: AppContext, publicId: string): Promise<Invoice> {
  const invoice = await requireInvoice(context.db, publicId);
  const items = await findInvoiceItems(context.db, invoice.id);
  return {
    orderId: invoice.publicId,
    kind: invoice.kind,
    status: invoice.status,
    items: items.map(({ description, amount }) => ({ description, amount })),
    subtotal: invoice.subtotal,
    fee: invoice.fee,
    total: invoice.total,
    currency: "USD",
  };
}

/** Opens an order at the provider for the invoice's total and remembers which invoice it may pay. */
export async function openProviderOrder(context: PaymentsContext, publicId: string) {
  const invoice = await requireInvoice(context.db, publicId);
  if (invoice.status === "paid") throw paymentFailed("invoice_paid", "This order has already been paid.");
  const { providerOrderId } = await withProvider(() =>
    context.provider.createOrder({
      invoicePublicId: invoice.publicId,
      total: invoice.total,
      description: `${context.config.club.clubName} ${invoice.kind === "join" ? "membership" : "renewal"}`,
    }),
  );
  await insertProviderOrder(context.db, {
    invoiceId: invoice.id,
    provider: context.provider.name,
    providerOrderId,
    amount: invoice.total,
  });
  return { providerOrderId };
}

/** The sandbox dialog's approve or decline: what a payer does on a real provider's page. */
export async function decideSandboxOrder(
  context: PaymentsContext,
  providerOrderId: string,
  approve: boolean,
) {
  const order = await findProviderOrder(context.db, providerOrderId);
  if (context.provider.name !== "sandbox" || !order || order.provider !== "sandbox") throw notFound();
  if (order.status === "created")
    await setProviderOrderStatus(context.db, order.id, approve ? "approved" : "declined");
}

/**
 * POST /orders/approve: capture the payer-approved order and settle the invoice only if the provider says the
 * money for exactly this invoice arrived. Approving again, or twice at once, settles once.
 */
export async function approvePayment(context: PaymentsContext, publicId: string, providerOrderId: string) {
  const invoice = await requireInvoice(context.db, publicId);
  if (invoice.status === "paid") return;
  const order = await findInvoiceOrder(context.db, invoice.id, context.provider.name, providerOrderId);
  if (!order) throw paymentFailed("order_unknown", paymentMessages.unknownOrder);
  const capture = await withProvider(() => context.provider.capture(providerOrderId));
  if (capture.status !== "COMPLETED" || !capture.captureId) {
    await setProviderOrderStatus(context.db, order.id, "declined", `status ${capture.status}`);
    throw paymentFailed("payment_declined", paymentMessages.declined);
  }
  const mismatch = paymentMismatch(invoice, capture);
  if (mismatch) {
    await setProviderOrderStatus(context.db, order.id, "failed", mismatch);
    context.log.warn(
      { invoice: invoice.publicId, providerOrderId, mismatch },
      "payment does not match its invoice",
    );
    throw paymentFailed("payment_mismatch", paymentMessages.mismatch);
  }
  await settleInvoice(context, invoice.id, { providerOrderId, captureId: capture.captureId, capture });
}

function paymentMismatch(invoice: InvoiceRow, capture: CaptureResult): string | null {
  if (capture.amount !== invoice.total) return `amount ${capture.amount} instead of ${invoice.total}`;
  if (capture.currency !== invoice.currency)
    return `currency ${capture.currency} instead of ${invoice.currency}`;
  if (capture.invoiceId !== invoice.publicId)
    return `invoice ${capture.invoiceId} instead of ${invoice.publicId}`;
  return null;
}

/** Settles a PayPal capture reported by webhook (the browser may have closed after paying). */
export async function settleFromWebhook(
  context: PaymentsContext,
  capture: CaptureResult,
  providerOrderId: string,
) {
  if (capture.status !== "COMPLETED" || !capture.captureId || !capture.invoiceId) return "ignored";
  const invoice = await findInvoiceByPublicId(context.db, capture.invoiceId);
  if (!invoice) return "ignored";
  const mismatch = paymentMismatch(invoice, capture);
  if (mismatch) {
    context.log.warn({ invoice: invoice.publicId, mismatch }, "webhook capture does not match its invoice");
    return "ignored";
  }
  await settleInvoice(context, invoice.id, { providerOrderId, captureId: capture.captureId, capture });
  return "settled";
}

/** One transaction: the payment, the invoice marked paid, what it bought activated, the mails queued. */
async function settleInvoice(
  context: PaymentsContext,
  invoiceId: number,
  payment: { providerOrderId: string; captureId: string; capture: CaptureResult },
) {
  const settled = await context.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId);
    if (!invoice || invoice.status === "paid") return false;
    const today = isoDay(context.now());
    await tx.insert(payments).values({
      invoiceId,
      provider: context.provider.name,
      providerOrderId: payment.providerOrderId,
      captureId: payment.captureId,
      amount: payment.capture.amount,
      currency: payment.capture.currency,
    });
    await tx
      .update(invoices)
      .set({ status: "paid", paidAt: context.now() })
      .where(eq(invoices.id, invoiceId));
    const order = await findProviderOrder(tx, payment.providerOrderId);
    if (order) await setProviderOrderStatus(tx, order.id, "captured");
    const purchase = {
      memberId: invoice.memberId,
      invoiceId,
      selections: invoice.selections as Selections,
      total: invoice.total,
      today,
    };
    const { duesExpire } = await activatePurchase(tx, purchase);
    await queuePaymentMails(context, tx, invoice, payment.captureId, duesExpire);
    return true;
  });
  if (settled) void context.mailer.deliverPending();
}

/** A welcome after joining, and a receipt for every payment. */
async function queuePaymentMails(
  context: PaymentsContext,
  tx: Db,
  invoice: InvoiceRow,
  captureId: string,
  duesExpire: string,
) {
  const member = await findMemberById(tx, invoice.memberId);
  if (!member) return;
  const club = context.config.club;
  const items = await findInvoiceItems(tx, invoice.id);
  const signature = ["", club.clubName, `${club.officeEmail} · ${club.officePhone}`];
  if (invoice.kind === "join") {
    await context.mailer.enqueue(
      {
        to: member.email,
        subject: `Welcome to the ${club.clubName}`,
        text: [
          `Dear ${member.firstName} ${member.lastName},`,
          "",
          `Welcome to the ${club.clubName}! Your membership is active.`,
          `Your member number is ${member.memberNo}; your dues are paid through ${duesExpire}.`,
          "",
          `Sign in to the members section at ${context.config.publicUrl}/login with this e-mail address.`,
          ...signature,
        ].join("\n"),
      },
      tx,
    );
  }
  await context.mailer.enqueue(
    {
      to: member.email,
      subject: `${club.clubShortName} receipt for order ${invoice.publicId}`,
      text: [
        `Dear ${member.firstName} ${member.lastName},`,
        "",
        invoice.kind === "renewal"
          ? `Thank you for renewing your membership; your dues are now paid through ${duesExpire}.`
          : "Thank you for your payment.",
        "This is your receipt.",
        "",
        ...items.map((item) => `${item.description}: ${formatCents(item.amount)}`),
        `Convenience fee (3%): ${formatCents(invoice.fee)}`,
        `Total paid: ${formatCents(invoice.total)} (USD)`,
        "",
        `Order: ${invoice.publicId}`,
        `Payment: ${captureId}`,
        ...signature,
      ].join("\n"),
    },
    tx,
  );
}

async function withProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      throw new AppError(502, "provider_unavailable", { base: [paymentMessages.providerUnavailable] });
    }
    throw error;
  }
}
