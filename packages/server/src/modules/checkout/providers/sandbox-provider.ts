import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { invoices, providerOrders } from "../checkout.schema.ts";
import type { CaptureResult, PaymentProvider } from "./payment-provider.ts";

/**
 * The built-in test provider: orders live in our own table, the payer approves or declines them in the sandbox
 * dialog, and capture completes an approved order for the amount it was opened with. No money moves.
 */
export function sandboxProvider(db: Db): PaymentProvider {
  return {
    name: "sandbox",
    async createOrder() {
      return { providerOrderId: `SBX-${randomBytes(9).toString("base64url")}` };
    },
    async capture(providerOrderId): Promise<CaptureResult> {
      const [order] = await db
        .select({
          status: providerOrders.status,
          amount: providerOrders.amount,
          invoiceId: invoices.publicId,
        })
        .from(providerOrders)
        .innerJoin(invoices, eq(invoices.id, providerOrders.invoiceId))
        .where(eq(providerOrders.providerOrderId, providerOrderId));
      const completed = order?.status === "approved" || order?.status === "captured";
      return {
        status: completed ? "COMPLETED" : order?.status === "declined" ? "DECLINED" : "NOT_APPROVED",
        captureId: completed ? `SBX-CAPTURE-${providerOrderId}` : null,
        amount: order?.amount ?? 0,
        currency: "USD",
        invoiceId: order?.invoiceId ?? null,
      };
    },
    async refund(captureId, part) {
      return { refundId: `SBX-REFUND-${part?.requestId ?? captureId}`, status: "COMPLETED" };
    },
  };
}
