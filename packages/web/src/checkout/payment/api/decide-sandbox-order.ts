import { z } from "zod";
import { apiRequest } from "../../../api/client.ts";

export type SandboxDecision = "approve" | "decline";

/** POST /api/v1/payments/sandbox/orders/{id}/approve|decline: what the payer decides in the test service. */
export async function decideSandboxOrder(providerOrderId: string, decision: SandboxDecision): Promise<void> {
  await apiRequest(
    `/payments/sandbox/orders/${encodeURIComponent(providerOrderId)}/${decision}`,
    z.undefined(),
    {
      method: "POST",
      auth: false,
    },
  );
}
