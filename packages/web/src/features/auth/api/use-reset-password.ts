import type { MessageReply, ResetPasswordInput } from "@club/domain/auth.schema";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";

export function useResetPassword() {
  return useMutation({
    mutationFn: (member: ResetPasswordInput) =>
      apiRequest<MessageReply>("/members/reset_password", { method: "PUT", body: { member }, auth: false }),
  });
}
