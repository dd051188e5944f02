import { checkoutReplySchema, type JoinInput } from "@club/domain/join.schema";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";

/** POST /api/v1/members: creates the member and the invoice to pay (reply params.orderId). */
export function useCreateMember() {
  return useMutation({
    mutationFn: (member: JoinInput) =>
      apiRequest("/members", checkoutReplySchema, { method: "POST", auth: false, body: { member } }),
  });
}
