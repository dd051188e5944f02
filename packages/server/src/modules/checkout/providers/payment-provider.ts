/** What a provider reports about an order after capturing it (or looking it up), in our terms. */
export interface CaptureResult {
  /** COMPLETED when the money was taken; anything else is not a payment. */
  status: string;
  captureId: string | null;
  amount: number;
  currency: string;
  invoiceId: string | null;
}

export interface OrderRequest {
  invoicePublicId: string;
  total: number;
  description: string;
}

/**
 * One interface for every way to pay: open an order for an invoice, then capture it after the payer approved.
 * Capturing twice must return the same capture (providers are asked with an idempotency key).
 */
export interface PaymentProvider {
  name: "sandbox" | "paypal";
  createOrder(order: OrderRequest): Promise<{ providerOrderId: string }>;
  capture(providerOrderId: string): Promise<CaptureResult>;
  /**
   * Gives a capture back to the payer: what is left of it, or `part` of it. Asking again with the same request id
   * (by default one per capture) refunds once.
   */
  refund(captureId: string, part?: RefundPart): Promise<RefundResult>;
}

export interface RefundPart {
  amount: number;
  currency: string;
  /** Tells one refund of a capture from another: the office may refund a payment in several parts. */
  requestId: string;
}

export interface RefundResult {
  refundId: string;
  /** COMPLETED, or PENDING while the provider still works on it. */
  status: string;
}

export class ProviderUnavailableError extends Error {}
