import { useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys.ts";
import { approvePayment } from "./approve-payment.ts";
import { createProviderOrder } from "./create-provider-order.ts";
import { decideSandboxOrder, type SandboxDecision } from "./decide-sandbox-order.ts";

/**
 * One payment attempt with the club's test payment service: a new provider order, the payer's decision, then
 * the approval call that captures and settles it (a declined order comes back as the server's error).
 */
export function useSandboxPayment(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: SandboxDecision) => {
      const providerOrderId = await createProviderOrder(invoiceId);
      await decideSandboxOrder(providerOrderId, decision);
      return approvePayment({ invoiceId, paymentId: providerOrderId });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.invoice(invoiceId) }),
  });
}
