import { type MemberMessageInput, memberMessageReplySchema } from "@club/domain/member-message.schema";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";

/**
 * POST /api/v1/listings/{id}/messages (issue 44): the club relays the message to the seller, Reply-To the writer.
 * Too many in a day are refused (429) with the time they may write again.
 */
export function useWriteToSeller(id: number) {
  return useMutation({
    mutationFn: (body: MemberMessageInput) =>
      apiRequest(`/listings/${id}/messages`, memberMessageReplySchema, { method: "POST", body }),
  });
}
