import {
  type OfficeSession,
  recoveryCodesSchema,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
} from "@club/domain/office.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

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
