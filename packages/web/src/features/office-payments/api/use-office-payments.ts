import { paymentListSchema } from "@club/domain/office.schema";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { toQueryString } from "../../../api/query-string.ts";

/** The payments list's filters, as the URL keeps them. */
export interface PaymentFilters {
  from?: string;
  to?: string;
  method?: string;
}

export function paymentsCsvPath(filters: PaymentFilters): string {
  return `/office/payments.csv${toQueryString({ ...filters })}`;
}

/** GET /api/v1/office/payments: every payment and refund, newest first, with the net over all matching lines. */
export function useOfficePayments(filters: PaymentFilters, page: number) {
  return useQuery({
    queryKey: queryKeys.officePayments({ ...filters, page }),
    queryFn: () => apiRequest(`/office/payments${toQueryString({ ...filters, page })}`, paymentListSchema),
    placeholderData: keepPreviousData,
  });
}
