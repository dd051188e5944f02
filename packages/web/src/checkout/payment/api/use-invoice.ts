import { invoiceSchema } from "@club/domain/payment.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** GET /api/v1/invoices/{orderId}: what the payment dialog charges. */
export function useInvoice(orderId: string) {
  return useQuery({
    queryKey: queryKeys.invoice(orderId),
    queryFn: () => apiRequest(`/invoices/${encodeURIComponent(orderId)}`, invoiceSchema, { auth: false }),
  });
}
