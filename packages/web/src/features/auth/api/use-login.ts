import type { LoginInput } from "@club/domain/auth.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";
import { sessionFrom, startSession } from "../../../api/start-session.ts";

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (member: LoginInput) => {
      const response = await apiFetch("/members/login", { method: "POST", body: { member }, auth: false });
      return {
        session: await sessionFrom("/members/login", response),
        rememberMe: member.rememberMe ?? false,
      };
    },
    onSuccess: ({ session, rememberMe }) => startSession(queryClient, session, rememberMe),
  });
}
