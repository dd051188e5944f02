import { providerOrderReplySchema } from "@club/domain/payment.schema";
import { apiRequest } from "../../../api/client.ts";

/** POST /api/v1/payments/orders: opens a provider order for the invoice; one per payment attempt. */
export async function createProviderOrder(invoiceId: string): Promise<string> {
  const reply = await apiRequest("/payments/orders", providerOrderReplySchema, {
    method: "POST",
    auth: false,
    body: { invoiceId },
  });
  return reply.providerOrderId;
}
