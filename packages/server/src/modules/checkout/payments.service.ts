import { type Invoice, paymentMessages } from "@club/domain/payment.schema";
import type { Db } from "../../db/client.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, type ErrorCode, notFound } from "../../lib/app-error.ts";
import { priceSelections } from "../plans/pricing.service.ts";
import {
  captureClaimMs,
  captureInProgress,
  claimCapture,
  findInvoiceByPublicId,
  findInvoiceItems,
  findInvoicePayment,
  findPaymentByCaptureId,
  type InvoiceRow,
  lockInvoice,
  makeOrderLive,
  releaseCapture,
  repriceInvoice,
} from "./invoices.repository.ts";
import type { PaymentsContext } from "./payments-context.ts";
import {
  findInvoiceOrder,
  findProviderOrder,
  insertProviderOrder,
  setProviderOrderStatus,
} from "./provider-orders.repository.ts";
import type { CaptureResult } from "./providers/payment-provider.ts";
import { ProviderUnavailableError } from "./providers/payment-provider.ts";
import { PurchaseRefusedError } from "./purchases.ts";
import { settleInTransaction } from "./settlement.ts";
import { recordUnsettledCapture } from "./unsettled-captures.service.ts";

const paymentFailed = (code: ErrorCode, message: string) => new AppError(code, { base: [message] });

const orderDescriptions = {
  join: "membership",
  renewal: "renewal",
  event: "event registration",
  listing: "marketplace listing",
} as const;

async function requireInvoice(db: Db, publicId: string) {
  const invoice = await findInvoiceByPublicId(db, publicId);
  if (!invoice) throw new AppError("invoice_not_found", { base: [paymentMessages.unknownInvoice] });
  return invoice;
}

function requirePayable(invoice: InvoiceRow) {
  if (invoice.status === "paid" || invoice.status === "refunded")
    throw paymentFailed("invoice_paid", paymentMessages.alreadyPaid);
  if (invoice.status === "void") throw paymentFailed("invoice_void", paymentMessages.invoiceVoid);
}

/**
 * The invoice as it may be paid now: an unpaid invoice older than INVOICE_EXPIRY_DAYS no longer holds its price,
 * so it is priced again from today's plans (and the order opened for the old total can no longer pay it).
 */
export async function currentInvoice(context: AppContext, publicId: string) {
  const invoice = await requireInvoice(context.db, publicId);
  const now = context.now();
  const expired = invoice.pricedAt.getTime() < now.getTime() - context.config.payments.invoiceExpiryMs;
  // Only a membership's invoice is priced from the plans. An event invoice keeps the price its registration was given
  // with its place (held for hours, not days); a listing's fee keeps the fee the club asked when it was published.
  if (invoice.status !== "pending" || !expired || invoice.kind === "event" || invoice.kind === "listing")
    return invoice;
  const checkout = await priceSelections(context, invoice.selections);
  return context.db.transaction(async (tx) => {
    const locked = await lockInvoice(tx, invoice.id);
    if (locked?.status !== "pending" || locked.pricedAt > invoice.pricedAt) return locked ?? invoice;
    if (captureInProgress(locked, new Date(now.getTime() - captureClaimMs))) return locked;
    await repriceInvoice(tx, invoice.id, checkout, now);
    context.log.info({ invoice: invoice.publicId, total: checkout.total }, "expired invoice priced again");
    return (await lockInvoice(tx, invoice.id)) ?? locked;
  });
}

export async function getInvoice(context: AppContext, publicId: string): Promise<Invoice> {
  const invoice = await currentInvoice(context, publicId);
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

/**
 * Opens an order at the provider for the invoice's total. The new order becomes the only one that may pay the
 * invoice; the previous one is voided, so an invoice never has two orders that could both be captured.
 */
export async function openProviderOrder(context: PaymentsContext, publicId: string) {
  const invoice = await currentInvoice(context, publicId);
  requirePayable(invoice);
  const claimCutoff = () => new Date(context.now().getTime() - captureClaimMs);
  if (captureInProgress(invoice, claimCutoff())) throw paymentInProgress();
  const { providerOrderId } = await withProvider(() =>
    context.provider.createOrder({
      invoicePublicId: invoice.publicId,
      total: invoice.total,
      description: `${context.config.club.clubName} ${orderDescriptions[invoice.kind]}`,
    }),
  );
  await context.db.transaction(async (tx) => {
    const locked = await lockInvoice(tx, invoice.id);
    if (!locked) throw notFound();
    requirePayable(locked);
    if (captureInProgress(locked, claimCutoff())) throw paymentInProgress();
    const now = context.now();
    await insertProviderOrder(tx, {
      invoiceId: invoice.id,
      provider: context.provider.name,
      providerOrderId,
      amount: locked.total,
      now,
    });
    await makeOrderLive(tx, invoice.id, providerOrderId, now);
  });
  return { providerOrderId };
}

const paymentInProgress = () =>
  new AppError("payment_in_progress", { base: [paymentMessages.paymentInProgress] });

/** The sandbox dialog's approve or decline: what a payer does on a real provider's page. */
export async function decideSandboxOrder(
  context: PaymentsContext,
  providerOrderId: string,
  approve: boolean,
) {
  const order = await findProviderOrder(context.db, providerOrderId);
  if (context.provider.name !== "sandbox" || !order || order.provider !== "sandbox") throw notFound();
  if (order.status === "created")
    await setProviderOrderStatus(context.db, order.id, {
      status: approve ? "approved" : "declined",
      now: context.now(),
    });
}

/**
 * POST /orders/approve: capture the payer-approved order and settle the invoice only if the provider says the
 * money for exactly this invoice arrived. Only the invoice's live order is captured, and that is decided before
 * anything is captured; approving the same order again, or twice at once, settles once.
 */
export async function approvePayment(context: PaymentsContext, publicId: string, providerOrderId: string) {
  const invoice = await requireInvoice(context.db, publicId);
  if (invoice.status === "paid") return confirmPaidBy(context, invoice, providerOrderId);
  requirePayable(invoice);
  const order = await findInvoiceOrder(context.db, invoice.id, context.provider.name, providerOrderId);
  if (!order) throw paymentFailed("order_unknown", paymentMessages.unknownOrder);
  if (!(await claimCapture(context.db, invoice.id, providerOrderId, context.now()))) {
    const now = await requireInvoice(context.db, publicId);
    if (now.status === "paid") return confirmPaidBy(context, now, providerOrderId);
    requirePayable(now);
    throw paymentFailed("order_replaced", paymentMessages.orderReplaced);
  }
  let capture: CaptureResult;
  try {
    capture = await withProvider(() => context.provider.capture(providerOrderId));
  } catch (error) {
    await releaseCapture(context.db, invoice.id);
    throw error;
  }
  if (capture.status !== "COMPLETED" || !capture.captureId) {
    await releaseCapture(context.db, invoice.id);
    await setProviderOrderStatus(context.db, order.id, {
      status: "declined",
      now: context.now(),
      lastError: `status ${capture.status}`,
    });
    throw paymentFailed("payment_declined", paymentMessages.declined);
  }
  const mismatch = paymentMismatch(invoice, capture);
  if (mismatch) {
    await releaseCapture(context.db, invoice.id);
    await setProviderOrderStatus(context.db, order.id, {
      status: "failed",
      now: context.now(),
      lastError: mismatch,
    });
    await recordUnsettledCapture(context, {
      capture,
      providerOrderId,
      invoiceId: invoice.id,
      reason: mismatch,
    });
    throw paymentFailed("payment_mismatch", paymentMessages.mismatch);
  }
  const outcome = await settleInvoice(context, invoice.id, {
    providerOrderId,
    captureId: capture.captureId,
    capture,
  });
  if (outcome.kind === "refused") throw paymentFailed("payment_refunded", paymentMessages.refunded);
}

/** An approval of a paid invoice succeeds again only for the order that paid it. */
async function confirmPaidBy(context: AppContext, invoice: InvoiceRow, providerOrderId: string) {
  const payment = await findInvoicePayment(context.db, invoice.id);
  if (payment?.providerOrderId !== providerOrderId)
    throw paymentFailed("invoice_paid", paymentMessages.alreadyPaid);
}

function paymentMismatch(invoice: InvoiceRow, capture: CaptureResult): string | null {
  if (capture.amount !== invoice.total) return `amount ${capture.amount} instead of ${invoice.total}`;
  if (capture.currency !== invoice.currency)
    return `currency ${capture.currency} instead of ${invoice.currency}`;
  if (capture.invoiceId !== invoice.publicId)
    return `invoice ${capture.invoiceId} instead of ${invoice.publicId}`;
  return null;
}

export type WebhookResult =
  | "settled"
  | "already_settled"
  | "refunded"
  | "refund_pending"
  | "unmatched"
  | "ignored";

/**
 * A PayPal capture reported by webhook: the payer's browser may have closed after paying, or money was captured
 * that we did not settle (a second order of a paid invoice). The reply says which: settled, already settled,
 * refunded, or unmatched (an invoice that is not ours: recorded for the office, not refunded).
 */
export async function settleFromWebhook(
  context: PaymentsContext,
  capture: CaptureResult,
  providerOrderId: string,
): Promise<WebhookResult> {
  if (capture.status !== "COMPLETED" || !capture.captureId) return "ignored";
  const captureId = capture.captureId;
  if (await findPaymentByCaptureId(context.db, captureId)) return "already_settled";
  const invoice = capture.invoiceId ? await findInvoiceByPublicId(context.db, capture.invoiceId) : undefined;
  if (!invoice) {
    const status = await recordUnsettledCapture(context, {
      capture,
      providerOrderId,
      invoiceId: null,
      reason: `no invoice ${capture.invoiceId ?? "(none)"}`,
      refund: false,
    });
    return status === "refunded" ? "refunded" : "unmatched";
  }
  const order = await findInvoiceOrder(context.db, invoice.id, context.provider.name, providerOrderId);
  const problem = order
    ? paymentMismatch(invoice, capture)
    : `order ${providerOrderId} was not opened for it`;
  if (problem)
    return refundOutcome(
      await recordUnsettledCapture(context, {
        capture,
        providerOrderId,
        invoiceId: invoice.id,
        reason: problem,
      }),
    );
  const outcome = await settleInvoice(context, invoice.id, { providerOrderId, captureId, capture });
  if (outcome.kind === "settled") return "settled";
  if (outcome.kind === "already") return "already_settled";
  return refundOutcome(outcome.refund);
}

function refundOutcome(status: string): WebhookResult {
  return status === "refunded" ? "refunded" : "refund_pending";
}

type Settlement = { kind: "settled" } | { kind: "already" } | { kind: "refused"; refund: string };

/**
 * One transaction: the payment, the invoice marked paid, what it bought fulfilled by the module that sold it, the
 * receipt queued. Money that
 * cannot settle (the invoice was paid by another capture, voided, or the renewal is no longer allowed) is
 * recorded and refunded instead.
 */
async function settleInvoice(
  context: PaymentsContext,
  invoiceId: number,
  payment: { providerOrderId: string; captureId: string; capture: CaptureResult },
): Promise<Settlement> {
  let refusal: string;
  try {
    const outcome = await context.db.transaction(async (tx): Promise<Settlement | string> => {
      const invoice = await lockInvoice(tx, invoiceId);
      if (!invoice) return "the invoice is gone";
      if (invoice.status === "paid" || invoice.status === "refunded") {
        const paid = await findInvoicePayment(tx, invoiceId);
        return paid?.captureId === payment.captureId ? { kind: "already" } : "the invoice was already paid";
      }
      if (invoice.status !== "pending") return `the invoice was ${invoice.status}`;
      const inTransaction = { ...context, db: tx };
      await settleInTransaction(inTransaction, invoice, {
        provider: context.provider.name,
        providerOrderId: payment.providerOrderId,
        captureId: payment.captureId,
        reference: null,
        recordedBy: null,
        amount: payment.capture.amount,
        currency: payment.capture.currency,
      });
      const order = await findProviderOrder(tx, payment.providerOrderId);
      if (order) await setProviderOrderStatus(tx, order.id, { status: "captured", now: context.now() });
      return { kind: "settled" };
    });
    if (typeof outcome !== "string") {
      if (outcome.kind === "settled") context.mailer.deliverSoon();
      return outcome;
    }
    refusal = outcome;
  } catch (error) {
    if (!(error instanceof PurchaseRefusedError)) throw error;
    refusal = error.message;
  }
  await releaseCapture(context.db, invoiceId);
  const refund = await recordUnsettledCapture(context, {
    capture: payment.capture,
    providerOrderId: payment.providerOrderId,
    invoiceId,
    reason: refusal,
  });
  return { kind: "refused", refund };
}

export async function withProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      throw new AppError("provider_unavailable", { base: [paymentMessages.providerUnavailable] });
    }
    throw error;
  }
}
