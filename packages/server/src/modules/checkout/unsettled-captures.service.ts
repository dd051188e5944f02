import type { PaymentsContext } from "./payments-context.ts";
import type { CaptureResult } from "./providers/payment-provider.ts";
import { insertUnsettledCapture, setRefundOutcome } from "./unsettled-captures.repository.ts";

type RefundStatus = "pending" | "refunded" | "failed" | "not_refunded";

/**
 * Money the provider captured that no invoice will keep: it is recorded, given back through the provider's refund
 * API (unless it is not ours to refund: an invoice we do not know), and logged at error level for the office.
 * Reported again, it is neither recorded nor refunded twice. Returns where the refund stands.
 */
export async function recordUnsettledCapture(
  context: PaymentsContext,
  report: {
    capture: CaptureResult;
    providerOrderId: string;
    invoiceId: number | null;
    reason: string;
    refund?: boolean;
  },
): Promise<RefundStatus> {
  const { capture } = report;
  if (!capture.captureId) return "not_refunded";
  const refund = report.refund ?? true;
  const now = context.now();
  const { row, isNew } = await insertUnsettledCapture(context.db, {
    provider: context.provider.name,
    providerOrderId: report.providerOrderId,
    captureId: capture.captureId,
    invoiceId: report.invoiceId,
    amount: capture.amount,
    currency: capture.currency,
    reason: report.reason,
    refundStatus: refund ? "pending" : "not_refunded",
    createdAt: now,
    updatedAt: now,
  });
  const office = {
    captureId: row.captureId,
    providerOrderId: row.providerOrderId,
    amount: row.amount,
    reason: row.reason,
  };
  if (!refund) {
    if (isNew)
      context.log.error(
        office,
        "payment captured for no invoice of ours: not refunded, the office must look",
      );
    return row.refundStatus;
  }
  if (row.refundStatus === "refunded") return "refunded";
  try {
    const result = await context.provider.refund(row.captureId);
    const refundStatus = result.status === "COMPLETED" ? "refunded" : "pending";
    await setRefundOutcome(context.db, row.id, {
      refundStatus,
      refundId: result.refundId,
      lastError: null,
      updatedAt: context.now(),
    });
    context.log.error(
      { ...office, refundId: result.refundId, refundStatus },
      "captured payment not settled: refunded",
    );
    return refundStatus;
  } catch (error) {
    await setRefundOutcome(context.db, row.id, {
      refundStatus: "failed",
      refundId: null,
      lastError: String(error),
      updatedAt: context.now(),
    });
    context.log.error(
      { ...office, err: error },
      "captured payment not settled and the refund failed: refund it by hand",
    );
    return "failed";
  }
}
