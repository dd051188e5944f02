import { approvePaymentReplySchema } from "@club/domain/payment.schema";
import type { z } from "zod";
import { apiRequest } from "../../../api/client.ts";

export type ApprovePaymentReply = z.infer<typeof approvePaymentReplySchema>;

export interface ApprovePaymentInput {
  invoiceId: string;
  paymentId: string;
  extraData?: Record<string, unknown>;
}

/** POST /orders/approve (outside /api/v1, spec §7): the server captures the provider order and settles. */
export function approvePayment(input: ApprovePaymentInput): Promise<ApprovePaymentReply> {
  return apiRequest("/orders/approve", approvePaymentReplySchema, {
    method: "POST",
    auth: false,
    base: "",
    body: { ...input },
  });
}
