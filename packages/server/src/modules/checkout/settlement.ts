import type { AppContext } from "../../lib/app-context.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { receiptMail } from "../mail/mail-templates.ts";
import { configWithClubSettings } from "../settings/settings.service.ts";
import { findInvoiceItems, type InvoiceRow, recordPayment } from "./invoices.repository.ts";
import { sharePayment } from "./payment-shares.service.ts";
import { type Purchases, purchaseOf } from "./purchases.ts";

export interface SettledPayment {
  provider: string;
  providerOrderId: string | null;
  captureId: string | null;
  reference: string | null;
  recordedBy: number | null;
  amount: number;
  currency: string;
}

/**
 * What every payment does, online or recorded by the office: the payment kept and shared out between national and
 * the regions (issue 42), the invoice marked paid, what it bought fulfilled by the module that sold it, the receipt queued and the member's history written. `context.db`
 * is the caller's transaction, holding the invoice's row lock; a refused purchase (PurchaseRefusedError) undoes
 * all of it with the transaction.
 */
export async function settleInTransaction(
  context: AppContext & { purchases: Purchases },
  invoice: InvoiceRow,
  payment: SettledPayment,
) {
  const now = context.now();
  const { fulfil } = purchaseOf(context.purchases, invoice);
  const { payer, receiptNote, undo } = await fulfil(context, invoice);
  const recorded = await recordPayment(context.db, {
    invoiceId: invoice.id,
    ...payment,
    undo,
    createdAt: now,
  });
  const items = await findInvoiceItems(context.db, invoice.id);
  await sharePayment(context, { id: recorded.id, amount: payment.amount, at: now }, items);
  const paymentLine =
    payment.captureId ?? `${methodName(payment.provider)} ${payment.reference ?? ""}`.trim();
  await context.mailer.enqueue(
    receiptMail(await configWithClubSettings(context), {
      payer,
      receiptNote,
      invoice,
      items,
      captureId: paymentLine,
    }),
    context.db,
  );
  await recordAudit(context, {
    actorId: payment.recordedBy,
    memberId: invoice.memberId,
    action: "payment_settled",
    after: {
      orderId: invoice.publicId,
      kind: invoice.kind,
      provider: payment.provider,
      amount: payment.amount,
      reference: payment.reference ?? payment.captureId,
    },
  });
}

const methodNames: Record<string, string> = {
  cheque: "Cheque",
  cash: "Cash",
  bank_transfer: "Bank transfer",
};

function methodName(provider: string) {
  return methodNames[provider] ?? provider;
}
