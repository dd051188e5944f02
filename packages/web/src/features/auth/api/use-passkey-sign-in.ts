import { authenticationOptionsSchema } from "@club/domain/passkey.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch, apiRequest } from "../../../api/client.ts";
import { sessionFrom, startSession } from "../../../api/start-session.ts";
import { answerWithPasskey } from "../../../lib/passkey-browser.ts";

const signInPath = "/members/passkey_sign_in";

/**
 * Issue 43: signs in with a passkey. The server's options (any passkey of the portal: the browser lists the member's),
 * the browser's signed answer, then POST /api/v1/members/passkey_sign_in, answered as the login is. With `autofill`
 * the browser offers the passkeys among the email field's suggestions (conditional UI) and answers when one is
 * picked. A passkey's session is not remembered: the member signs in again as easily.
 */
export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ autofill }: { autofill: boolean }) => {
      const options = await apiRequest(`${signInPath}/options`, authenticationOptionsSchema, {
        method: "POST",
        auth: false,
      });
      const credential = await answerWithPasskey(options, { autofill });
      const response = await apiFetch(signInPath, {
        method: "POST",
        body: { credential },
        keepKeysUnder: ["credential"],
        auth: false,
      });
      return sessionFrom(signInPath, response);
    },
    onSuccess: (session) => startSession(queryClient, session, false),
  });
}
