import type { MessageReply, RequestResetPasswordInput } from "@club/domain/auth.schema";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";

export function useRequestResetPassword() {
  return useMutation({
    mutationFn: ({ email }: RequestResetPasswordInput) =>
      apiRequest<MessageReply>("/members/request_reset_password", {
        method: "POST",
        body: { email },
        auth: false,
      }),
  });
}
