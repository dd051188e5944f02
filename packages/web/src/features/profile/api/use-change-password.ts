import { type ChangePasswordInput, messageReplySchema } from "@club/domain/auth.schema";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";

export function useChangePassword() {
  return useMutation({
    mutationFn: (member: ChangePasswordInput) =>
      apiRequest("/members/change_password", messageReplySchema, { method: "PUT", body: { member } }),
  });
}
