import { type MemberMessageInput, memberMessageReplySchema } from "@club/domain/member-message.schema";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";

/**
 * POST /api/v1/members/{memberNo}/message (issue 30): the club mails the message to the member, Reply-To the sender.
 * Nothing the portal shows changes, so nothing is loaded again.
 */
export function useSendMemberMessage(memberNo: number) {
  return useMutation({
    mutationFn: (body: MemberMessageInput) =>
      apiRequest(`/members/${memberNo}/message`, memberMessageReplySchema, { method: "POST", body }),
  });
}
