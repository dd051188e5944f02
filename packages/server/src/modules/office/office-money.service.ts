import { formatCents } from "@club/domain/money";
import { type OfflinePayment, officeMessages, type PaymentQuote } from "@club/domain/office.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { invalidField, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { openInvoice, voidUnpaidInvoices } from "../checkout/invoices.service.ts";
import { openInvoicesDue, refundPayment, settleOfflinePayment } from "../checkout/office-payments.service.ts";
import type { PaymentsContext } from "../checkout/payments-context.ts";
import { refundMail } from "../mail/mail-templates.ts";
import { findAccountById, getMemberContact } from "../members/members.service.ts";
import { officeRenewalSelections } from "../memberships/renewal.service.ts";
import { priceSelections } from "../plans/pricing.service.ts";
import { configWithClubSettings } from "../settings/settings.service.ts";
import { lockedAccount } from "./member-changes.service.ts";
import { memberRecord } from "./office.service.ts";

// The office's side of the money (issue 13): cheques, cash and transfers recorded against an invoice and settled
// like an online payment, and refunds, through PayPal for PayPal payments.

/** What a payment without an invoice would buy (a renewal of the member's choices, or a join), without the fee. */
async function officeCheckout(context: AppContext, memberId: number, nationalPlan?: number) {
  const { kind, selections } = await officeRenewalSelections(context, memberId, nationalPlan);
  // Paid at the office, not online: no convenience fee.
  const checkout = await priceSelections(context, selections, { online: false });
  return { kind, selections, checkout };
}

/**
 * GET /office/members/{id}/payment_quote: the amount due for a renewal (or join), and the invoices still open with
 * what a cheque pays for each. The newest open invoice (an unpaid joiner's join) is what a payment pays first
 * (issue 23): the office is offered it before a new invoice.
 */
export async function quotePayment(
  context: AppContext,
  memberId: number,
  nationalPlan?: number,
): Promise<PaymentQuote> {
  if (!(await findAccountById(context, memberId))) throw notFound();
  const { kind, selections, checkout } = await officeCheckout(context, memberId, nationalPlan);
  const openInvoices = await openInvoicesDue(context, memberId);
  return {
    kind,
    nationalPlanId: selections.nationalPlan,
    items: checkout.items.map(({ description, amount }) => ({ description, amount })),
    total: checkout.total,
    openInvoices,
    proposedInvoiceId: openInvoices[0]?.orderId ?? null,
  };
}

/**
 * POST /office/members/{id}/payments: a cheque, cash or a transfer, against the member's open invoice or, without
 * one, against a new invoice for a renewal of their choices (a join for an account that never had a membership),
 * priced by the server. Settled in one transaction: nothing is recorded if the amount or the rules are wrong.
 */
export async function recordOfflinePayment(
  context: PaymentsContext,
  session: SessionContext,
  memberId: number,
  input: OfflinePayment,
) {
  await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    await lockedAccount(inTransaction, session, "recordPayment", memberId);
    let orderId = input.invoiceId;
    if (!orderId) {
      const { kind, selections, checkout } = await officeCheckout(
        inTransaction,
        memberId,
        input.nationalPlan,
      );
      if (input.amount !== checkout.total)
        throw invalidField("amount", `${officeMessages.amountNotTotal} (${formatCents(checkout.total)})`);
      // The member's unpaid invoices would pay for the same year again: only the new one stays open.
      await voidUnpaidInvoices(inTransaction, memberId);
      ({ orderId } = await openInvoice(inTransaction, { memberId, kind, selections, checkout }));
    }
    await settleOfflinePayment(inTransaction, memberId, orderId, {
      method: input.method,
      reference: input.reference,
      amount: input.amount,
      recordedBy: session.memberId,
    });
  });
  context.mailer.deliverSoon();
  return memberRecord(context, memberId);
}

/**
 * POST /office/payments/{id}/refund (office_admin): all that is left of a payment, or a part. The audit entry and
 * the member's notice are written in the refund's transaction; a full refund also undoes what the payment bought.
 */
export async function refundByOffice(
  context: PaymentsContext,
  session: SessionContext,
  paymentId: number,
  input: { amount?: number; reason: string },
) {
  const outcome = await refundPayment(
    context,
    paymentId,
    { ...input, actorId: session.memberId },
    async (inTransaction, refund) => {
      const memberId = refund.invoice.memberId;
      await recordAudit(inTransaction, {
        actorId: session.memberId,
        memberId,
        action: "payment_refunded",
        reason: input.reason,
        after: {
          paymentId: refund.paymentId,
          orderId: refund.invoice.publicId,
          amount: refund.amount,
          full: refund.full,
          method: refund.method,
        },
      });
      const payer = await getMemberContact(inTransaction, memberId);
      await inTransaction.mailer.enqueue(
        refundMail(await configWithClubSettings(inTransaction), {
          payer,
          orderId: refund.invoice.publicId,
          amount: refund.amount,
          full: refund.full,
          method: refund.method,
        }),
        inTransaction.db,
      );
    },
  );
  return memberRecord(context, outcome.invoice.memberId);
}
