import { paymentQuoteSchema } from "@club/domain/office.schema";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { toQueryString } from "../../../api/query-string.ts";

/**
 * GET /api/v1/office/members/{id}/payment_quote: what a payment without an invoice buys (a renewal of the member's
 * choices, or of another national plan), priced by the server, and the member's open invoices.
 */
export function usePaymentQuote(memberId: number, nationalPlan: number | undefined) {
  return useQuery({
    queryKey: queryKeys.officePaymentQuote(memberId, nationalPlan),
    queryFn: () =>
      apiRequest(
        `/office/members/${memberId}/payment_quote${toQueryString({ nationalPlan })}`,
        paymentQuoteSchema,
      ),
    placeholderData: keepPreviousData,
  });
}
