import { apiRequest } from "../../../api/client.ts";

export type SandboxDecision = "approve" | "decline";

/** POST /api/v1/payments/sandbox/orders/{id}/approve|decline: what the payer decides in the test service. */
export async function decideSandboxOrder(providerOrderId: string, decision: SandboxDecision): Promise<void> {
  await apiRequest<void>(`/payments/sandbox/orders/${encodeURIComponent(providerOrderId)}/${decision}`, {
    method: "POST",
    auth: false,
  });
}
