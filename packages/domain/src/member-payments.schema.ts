import { z } from "zod";
import { invoiceKinds } from "./payment.schema.ts";

// Issue 25: what a member owes and what they paid (GET /api/v1/members/payments). Amounts in cents.

const invoiceItemSchema = z.object({ description: z.string(), amount: z.number().int() });
const invoiceKindSchema = z.enum(invoiceKinds);

/** Issue 40: an event place's invoice names its event, and until when the place is held for the payment. */
export const owedEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  holdUntil: z.iso.datetime().nullable(),
});
export type OwedEvent = z.infer<typeof owedEventSchema>;

/** Issue 44: a listing's fee names the listing it publishes (the seller's listing page pays it too). */
export const owedListingSchema = z.object({ id: z.number().int(), title: z.string() });

/**
 * The member's open invoice that can be paid now, priced again if its price expired. Its kind says what it is for (a
 * join, a renewal, an event place, a listing's fee); an event place also names its event and a listing's fee its
 * listing, null for the other kinds.
 */
export const owedInvoiceSchema = z.object({
  orderId: z.string(),
  kind: invoiceKindSchema,
  items: z.array(invoiceItemSchema),
  subtotal: z.number().int(),
  fee: z.number().int(),
  total: z.number().int(),
  event: owedEventSchema.nullable(),
  listing: owedListingSchema.nullable(),
});
export type OwedInvoice = z.infer<typeof owedInvoiceSchema>;

/** A paid invoice (refunded: paid, then given back in full), with its payment and any refunds. */
export const paidInvoiceSchema = z.object({
  orderId: z.string(),
  kind: invoiceKindSchema,
  status: z.enum(["paid", "refunded"]),
  items: z.array(invoiceItemSchema),
  subtotal: z.number().int(),
  fee: z.number().int(),
  total: z.number().int(),
  paidAt: z.iso.datetime(),
  /** method: "sandbox" or "paypal" online; "cheque", "cash", … when the office recorded it. */
  payments: z.array(z.object({ method: z.string(), amount: z.number().int(), at: z.iso.datetime() })),
  refunds: z.array(
    z.object({ amount: z.number().int(), at: z.iso.datetime(), status: z.enum(["pending", "completed"]) }),
  ),
});
export type PaidInvoice = z.infer<typeof paidInvoiceSchema>;

export const memberPaymentsSchema = z.object({
  owed: owedInvoiceSchema.nullable(),
  /** Newest first; void invoices (replaced, never payable) are not listed. */
  invoices: z.array(paidInvoiceSchema),
});
export type MemberPayments = z.infer<typeof memberPaymentsSchema>;

export const memberPaymentsMessages = {
  receiptNotPaid: "This invoice is not paid yet, so it has no receipt.",
} as const;

/** "Online (card or PayPal)" for the providers, the office's word otherwise ("cheque" is "Cheque"). */
export function paymentMethodLabel(method: string): string {
  if (method === "sandbox" || method === "paypal") return "Online (card or PayPal)";
  return method.charAt(0).toUpperCase() + method.slice(1).replaceAll("_", " ");
}
