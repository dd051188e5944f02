import { messageReplySchema, type ResetPasswordInput } from "@club/domain/auth.schema";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";

export function useResetPassword() {
  return useMutation({
    mutationFn: (member: ResetPasswordInput) =>
      apiRequest("/members/reset_password", messageReplySchema, {
        method: "PUT",
        body: { member },
        auth: false,
      }),
  });
}
