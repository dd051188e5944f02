import { formatCents } from "@club/domain/money";
import { type OfflineMethod, officeMessages } from "@club/domain/office.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, invalidField, notFound } from "../../lib/app-error.ts";
import { findInvoiceByPublicId, findPendingInvoices, lockInvoice, removeFee } from "./invoices.repository.ts";
import { shareRefund } from "./payment-shares.service.ts";
import { currentInvoice, withProvider } from "./payments.service.ts";
import type { PaymentsContext } from "./payments-context.ts";
import { PurchaseRefusedError, purchaseOf } from "./purchases.ts";
import {
  completeRefund,
  deleteRefund,
  insertRefund,
  lockPaymentWithInvoice,
  markInvoiceRefunded,
  refundedAmount,
} from "./refunds.repository.ts";
import { settleInTransaction } from "./settlement.ts";

/**
 * What a cheque, cash or a transfer pays for an invoice: its amounts without the online convenience fee, which is
 * for paying online (issue 23: the join invoice of a $55 plan asked $56.65 of a cheque). An open invoice priced with
 * the fee (a joiner's, opened at the online checkout) is paid offline at its subtotal, and settling it takes the
 * fee off the invoice (`removeFee`), so the invoice, the receipt and the membership's amount paid all say what was
 * paid.
 */
export function offlineAmountDue(invoice: { subtotal: number }) {
  return invoice.subtotal;
}

/** The member's open invoices as a cheque would pay them now (priced again if expired), newest first. */
export async function openInvoicesDue(context: AppContext, memberId: number) {
  const due = [];
  for (const { orderId } of await findPendingInvoices(context.db, memberId)) {
    const invoice = await currentInvoice(context, orderId);
    due.push({
      orderId,
      kind: invoice.kind,
      total: offlineAmountDue(invoice),
      createdAt: invoice.createdAt.toISOString(),
    });
  }
  return due;
}

/**
 * A cheque, cash or a bank transfer the office received for the member's open invoice (`orderId`), settled like an
 * online payment (the membership starts, the receipt is mailed) in the caller's transaction (`context.db`). The
 * amount must be the invoice's amount due offline (priced again first if it expired); what the rules no longer
 * allow (a second join, a renewal outside its window) is refused and nothing is recorded.
 */
export async function settleOfflinePayment(
  context: PaymentsContext,
  memberId: number,
  orderId: string,
  payment: { method: OfflineMethod; reference: string; amount: number; recordedBy: number },
) {
  const found = await findInvoiceByPublicId(context.db, orderId);
  if (found?.memberId !== memberId)
    throw invalidField("invoiceId", "This member has no invoice with this id");
  const current = await currentInvoice(context, orderId);
  const invoice = await lockInvoice(context.db, current.id);
  if (!invoice) throw notFound();
  if (invoice.status === "paid" || invoice.status === "refunded")
    throw invalidField("invoiceId", "This invoice is already paid", "invoice_paid");
  if (invoice.status === "void")
    throw invalidField("invoiceId", "This invoice was replaced by a newer one", "invoice_void");
  const due = offlineAmountDue(invoice);
  if (payment.amount !== due)
    throw invalidField("amount", `${officeMessages.amountNotTotal} (${formatCents(due)})`, "invalid");
  if (invoice.fee > 0) await removeFee(context.db, invoice.id, context.now());
  const paid = { ...invoice, fee: 0, total: due };
  try {
    await settleInTransaction(context, paid, {
      provider: payment.method,
      providerOrderId: null,
      captureId: null,
      reference: payment.reference,
      recordedBy: payment.recordedBy,
      amount: payment.amount,
      currency: invoice.currency,
    });
  } catch (error) {
    if (error instanceof PurchaseRefusedError)
      throw new AppError("purchase_refused", {
        base: [`This payment cannot be recorded: ${error.message}.`],
      });
    throw error;
  }
  return paid;
}

export interface RefundOutcome {
  refundId: number;
  paymentId: number;
  amount: number;
  /** The whole payment has now been given back: the invoice is refunded and what it bought undone. */
  full: boolean;
  method: string;
  invoice: Reserved["row"]["invoice"];
}

const onlineProviders = new Set(["sandbox", "paypal"]);
const providerNames: Record<string, string> = { paypal: "PayPal", sandbox: "the sandbox provider" };

/**
 * An online payment is refunded through the provider that took it; the portal now runs another (issue 23: the
 * office's request cannot be met, which is not the provider failing, so a 422 naming it rather than a 502).
 */
function providerNotConfigured(provider: string) {
  const name = providerNames[provider] ?? provider;
  return invalidField(
    "provider",
    `This payment was made through ${name}, which this portal is not set up to use now: refund it at ${name} directly`,
    "provider_not_configured",
  );
}

/**
 * Gives a payment back, in full or in part: through the provider for an online payment, recorded for an offline
 * one. The amount is reserved (a pending refund) before the provider is asked, so two refunds at once cannot give
 * back more than was paid; if the provider refuses, the reservation goes and nothing has changed. A full refund
 * marks the invoice refunded and undoes what it bought (the selling module's `undo`). `recorded` runs in the
 * refund's transaction: the office writes its audit entry and the member's notice there.
 */
export async function refundPayment(
  context: PaymentsContext,
  paymentId: number,
  request: { amount?: number; reason: string; actorId: number },
  recorded: (context: AppContext, outcome: RefundOutcome) => Promise<void>,
): Promise<RefundOutcome> {
  const reserved = await context.db.transaction(async (tx) => {
    const row = await lockPaymentWithInvoice(tx, paymentId);
    if (!row) throw notFound();
    const left = row.payment.amount - (await refundedAmount(tx, paymentId));
    if (left <= 0)
      throw new AppError("refund_too_large", { base: ["This payment has already been refunded in full."] });
    const amount = request.amount ?? left;
    if (amount > left)
      throw invalidField("amount", `At most ${formatCents(left)} is left to refund`, "refund_too_large");
    const online = onlineProviders.has(row.payment.provider);
    if (online && row.payment.provider !== context.provider.name)
      throw providerNotConfigured(row.payment.provider);
    const refund = await insertRefund(tx, {
      paymentId,
      amount,
      reason: request.reason,
      status: online ? "pending" : "completed",
      actorId: request.actorId,
      createdAt: context.now(),
    });
    const outcome = { refund, row, amount, full: amount === left };
    if (!online) await finish({ ...context, db: tx }, outcome);
    return { ...outcome, online };
  });
  if (reserved.online) {
    const captureId = reserved.row.payment.captureId;
    try {
      if (!captureId) throw new Error(`payment ${paymentId} has no capture`);
      const result = await withProvider(() =>
        context.provider.refund(captureId, {
          amount: reserved.amount,
          currency: reserved.row.payment.currency,
          requestId: `office-refund-${reserved.refund.id}`,
        }),
      );
      await context.db.transaction(async (tx) => {
        await lockPaymentWithInvoice(tx, paymentId);
        await completeRefund(tx, reserved.refund.id, result.refundId);
        await finish({ ...context, db: tx }, reserved);
      });
    } catch (error) {
      await deleteRefund(context.db, reserved.refund.id);
      throw error;
    }
  }
  context.mailer.deliverSoon();
  return outcomeOf(reserved);

  async function finish(inTransaction: PaymentsContext, outcome: Reserved) {
    await shareRefund(inTransaction, {
      id: outcome.refund.id,
      paymentId: outcome.row.payment.id,
      paymentAmount: outcome.row.payment.amount,
      amount: outcome.amount,
      at: outcome.refund.createdAt,
    });
    if (outcome.full) {
      await markInvoiceRefunded(inTransaction.db, outcome.row.invoice.id);
      const invoice = outcome.row.invoice;
      const { undo } = purchaseOf(inTransaction.purchases, invoice);
      await undo(inTransaction, invoice, outcome.row.payment.undo);
    }
    await recorded(inTransaction, outcomeOf(outcome));
  }
}

type Reserved = {
  refund: { id: number; createdAt: Date };
  row: NonNullable<Awaited<ReturnType<typeof lockPaymentWithInvoice>>>;
  amount: number;
  full: boolean;
};

function outcomeOf(reserved: Reserved): RefundOutcome {
  return {
    refundId: reserved.refund.id,
    paymentId: reserved.row.payment.id,
    amount: reserved.amount,
    full: reserved.full,
    method: reserved.row.payment.provider,
    invoice: reserved.row.invoice,
  };
}
