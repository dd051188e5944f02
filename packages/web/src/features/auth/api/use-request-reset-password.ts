import { messageReplySchema, type RequestResetPasswordInput } from "@club/domain/auth.schema";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";

export function useRequestResetPassword() {
  return useMutation({
    mutationFn: ({ email }: RequestResetPasswordInput) =>
      apiRequest("/members/request_reset_password", messageReplySchema, {
        method: "POST",
        body: { email },
        auth: false,
      }),
  });
}
