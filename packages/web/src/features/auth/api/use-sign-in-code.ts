import { messageReplySchema } from "@club/domain/auth.schema";
import type { LoginWithCode, LoginWithLink } from "@club/domain/sign-in-code.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch, apiRequest } from "../../../api/client.ts";
import { sessionFrom, startSession } from "../../../api/start-session.ts";

// Issue 43: a sign-in code by e-mail: ask for it, then sign in with its six digits or with its link.

export function useRequestSignInCode() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest("/members/request_sign_in_code", messageReplySchema, {
        method: "POST",
        body: { member: { email } },
        auth: false,
      }),
  });
}

/** Signs in with what the member typed or tapped; the session is kept as they chose (Remember me). */
function useSignInWith<Input extends { rememberMe: boolean }>(
  path: string,
  body: (input: Input) => Record<string, unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      const response = await apiFetch(path, { method: "POST", body: body(input), auth: false });
      return { session: await sessionFrom(path, response), rememberMe: input.rememberMe };
    },
    onSuccess: ({ session, rememberMe }) => startSession(queryClient, session, rememberMe),
  });
}

export const useLoginWithCode = () =>
  useSignInWith<LoginWithCode>("/members/login_with_code", (member) => ({ member }));

export const useLoginWithLink = () =>
  useSignInWith<LoginWithLink>("/members/login_with_link", (input) => input);
