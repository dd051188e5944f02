import { checkoutReplySchema } from "@club/domain/join.schema";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";

/** POST /api/v1/members/renew_as_last_year: opens the invoice of the quoted renewal (reply params.orderId). */
export function useRenewAsLastYear() {
  return useMutation({
    mutationFn: () => apiRequest("/members/renew_as_last_year", checkoutReplySchema, { method: "POST" }),
  });
}
