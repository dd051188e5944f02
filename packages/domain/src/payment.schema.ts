import { z } from "zod";
import { textSchema } from "./fields.schema.ts";

export { type PaymentConfig, paymentConfigSchema, paymentProviders } from "./payment-config.schema.ts";

/** What an invoice is for: joining, a renewal, an event place, a marketplace listing's fee (issue 44). */
export const invoiceKinds = ["join", "renewal", "event", "listing"] as const;

/** GET /api/v1/invoices/{orderId}: what the payment dialog shows. Amounts in cents. */
export const invoiceSchema = z.object({
  orderId: z.string(),
  kind: z.enum(invoiceKinds),
  /** void: replaced by a newer invoice (a second renewal) and no longer payable; refunded: paid, then given back. */
  status: z.enum(["pending", "paid", "void", "refunded"]),
  items: z.array(z.object({ description: z.string(), amount: z.number().int() })),
  subtotal: z.number().int(),
  fee: z.number().int(),
  total: z.number().int(),
  currency: z.literal("USD"),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** POST /api/v1/payments/orders: open a provider order for an invoice. */
export const createProviderOrderSchema = z.object({ invoiceId: textSchema().min(1) });
export const providerOrderReplySchema = z.object({ providerOrderId: z.string() });

/** POST /orders/approve (spec §7): after the payer approved, the server captures and settles. */
export const approvePaymentSchema = z.object({
  invoiceId: textSchema().min(1),
  paymentId: textSchema().min(1),
  extraData: z.record(z.string(), z.unknown()).optional(),
});
export const approvePaymentReplySchema = z.object({ status: z.literal("paid"), message: z.string() });

export const paymentMessages = {
  success: "Your payment was successful!",
  declined: "The payment was declined. Please try again or choose another payment method.",
  mismatch:
    "The payment does not match this order. Nothing was charged to the membership; please contact the office.",
  unknownOrder: "This payment could not be found. Please try again.",
  unknownInvoice: "This order could not be found.",
  providerUnavailable: "The payment service is not answering. Please try again in a few minutes.",
  alreadyPaid: "This order has already been paid.",
  invoiceVoid: "This order was replaced by a newer one and can no longer be paid. Please start again.",
  orderReplaced: "This payment was replaced by a newer one. Please pay again.",
  paymentInProgress: "A payment for this order is being completed. Please wait a moment and reload the page.",
  refunded:
    "The payment could not be applied to this order and is being refunded to you. Please contact the office.",
} as const;
