import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";
import { sessionFrom, startSession } from "../../../api/start-session.ts";

const path = "/members/renewal_link";

/**
 * Issue 15: a reminder's one-click link (or a letter's code) for a session, as a sign-in gives one. The session is
 * this tab's only (never remembered): the link is for renewing now.
 */
export function useRenewalLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) =>
      sessionFrom(path, await apiFetch(path, { method: "POST", body: { token }, auth: false })),
    onSuccess: (session) => startSession(queryClient, session, false),
  });
}
