import type { LoginInput } from "@club/domain/auth.schema";
import { ownProfileSchema } from "@club/domain/office.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../api/api-error.ts";
import { apiFetch, readReply } from "../../../api/client.ts";
import { forgetSessionData } from "../../../api/forget-session-data.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { saveToken } from "../../../api/token-storage.ts";

// spec §3, §7: the token comes back in the Authorization response header as "Bearer <token>".
function tokenFrom(response: Response): string {
  const header = response.headers.get("Authorization") ?? "";
  const token = header.replace(/^Bearer\s+/i, "").trim();
  if (!token)
    throw new ApiError(response.status, { base: ["The server did not start a session. Please try again."] });
  return token;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (member: LoginInput) => {
      const response = await apiFetch("/members/login", { method: "POST", body: { member }, auth: false });
      const token = tokenFrom(response);
      const profile = await readReply("/members/login", response, ownProfileSchema);
      return { token, profile, rememberMe: member.rememberMe ?? false };
    },
    onSuccess: ({ token, profile, rememberMe }) => {
      forgetSessionData(queryClient);
      // The profile first: saving the token re-renders the login page's guard, which reads it to choose where to go.
      queryClient.setQueryData(queryKeys.profile, profile);
      saveToken(token, rememberMe);
    },
  });
}
