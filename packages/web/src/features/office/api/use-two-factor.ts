import {
  type OfficeSession,
  recoveryCodesSchema,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
} from "@club/domain/office.schema";
import { authenticationOptionsSchema, passkeyListSchema } from "@club/domain/passkey.schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { answerWithPasskey, passkeysSupported } from "../../../lib/passkey-browser.ts";

/** POST /api/v1/office/two_factor/enrol: a new secret, as text and as a QR code for the authenticator app. */
export function useEnrolTwoFactor() {
  return useMutation({
    mutationFn: () => apiRequest("/office/two_factor/enrol", twoFactorEnrolmentSchema, { method: "POST" }),
  });
}

/** POST /api/v1/office/two_factor/confirm: the app's first code confirms the enrolment; the recovery codes come back. */
export function useConfirmTwoFactor() {
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest("/office/two_factor/confirm", recoveryCodesSchema, { method: "POST", body: { code } }),
  });
}

/** POST /api/v1/office/two_factor/verify: a 6-digit code or a recovery code proves this session. */
export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest("/office/two_factor/verify", twoFactorStatusSchema, { method: "POST", body: { code } }),
    onSuccess: (twoFactor) =>
      queryClient.setQueryData<OfficeSession>(queryKeys.officeSession, (session) =>
        session ? { ...session, twoFactor } : session,
      ),
  });
}

/** Issue 43: whether the account has a passkey (GET /api/v1/members/passkeys), which may prove the second factor. */
export function useHasPasskey() {
  return useQuery({
    queryKey: queryKeys.passkeys,
    queryFn: async () => (await apiRequest("/members/passkeys", passkeyListSchema)).passkeys,
    select: (passkeys) => passkeys.length > 0 && passkeysSupported(),
  });
}

/**
 * Issue 43: one of the account's passkeys proves this session (POST /api/v1/office/two_factor/passkey_options, the
 * browser signs, POST /api/v1/office/two_factor/passkey), in place of the app's code.
 */
export function useVerifyTwoFactorByPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const options = await apiRequest("/office/two_factor/passkey_options", authenticationOptionsSchema, {
        method: "POST",
      });
      const credential = await answerWithPasskey(options);
      return apiRequest("/office/two_factor/passkey", twoFactorStatusSchema, {
        method: "POST",
        body: { credential },
        keepKeysUnder: ["credential"],
      });
    },
    onSuccess: (twoFactor) =>
      queryClient.setQueryData<OfficeSession>(queryKeys.officeSession, (session) =>
        session ? { ...session, twoFactor } : session,
      ),
  });
}
