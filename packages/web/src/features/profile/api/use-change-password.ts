import type { ChangePasswordInput, MessageReply } from "@club/domain/auth.schema";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";

export function useChangePassword() {
  return useMutation({
    mutationFn: (member: ChangePasswordInput) =>
      apiRequest<MessageReply>("/members/change_password", { method: "PUT", body: { member } }),
  });
}
