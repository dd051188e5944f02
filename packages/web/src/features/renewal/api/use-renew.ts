import { checkoutReplySchema } from "@club/domain/join.schema";
import type { RenewInput } from "@club/domain/renewal.schema";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";

/** PUT /api/v1/members/renew: saves the basic info and opens the renewal's invoice (reply params.orderId). */
export function useRenew() {
  return useMutation({
    mutationFn: (member: RenewInput) =>
      apiRequest("/members/renew", checkoutReplySchema, { method: "PUT", body: { member } }),
  });
}
