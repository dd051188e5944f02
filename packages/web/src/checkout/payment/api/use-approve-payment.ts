import { useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys.ts";
import { type ApprovePaymentInput, approvePayment } from "./approve-payment.ts";

/** POST /orders/approve after the payer approved a provider order (spec §4). */
export function useApprovePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApprovePaymentInput) => approvePayment(input),
    onSettled: (_reply, _error, input) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.invoice(input.invoiceId) }),
  });
}
