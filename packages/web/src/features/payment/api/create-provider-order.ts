import type { providerOrderReplySchema } from "@club/domain/payment.schema";
import type { z } from "zod";
import { apiRequest } from "../../../api/client.ts";

type ProviderOrderReply = z.infer<typeof providerOrderReplySchema>;

/** POST /api/v1/payments/orders: opens a provider order for the invoice; one per payment attempt. */
export async function createProviderOrder(invoiceId: string): Promise<string> {
  const reply = await apiRequest<ProviderOrderReply>("/payments/orders", {
    method: "POST",
    auth: false,
    body: { invoiceId },
  });
  return reply.providerOrderId;
}
