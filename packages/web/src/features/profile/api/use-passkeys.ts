import { passkeyListSchema, passkeySchema, registrationOptionsSchema } from "@club/domain/passkey.schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { makePasskey } from "../../../lib/passkey-browser.ts";

/** GET /api/v1/members/passkeys: the member's passkeys, oldest first. */
export function usePasskeys() {
  return useQuery({
    queryKey: queryKeys.passkeys,
    queryFn: async () => (await apiRequest("/members/passkeys", passkeyListSchema)).passkeys,
  });
}

/**
 * Adds a passkey: the server's options, the browser makes the passkey (the member confirms with a fingerprint, a
 * face or the device's PIN), then POST /api/v1/members/passkeys with the name; the credential's keys go as WebAuthn
 * writes them.
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const options = await apiRequest("/members/passkeys/options", registrationOptionsSchema, {
        method: "POST",
      });
      const credential = await makePasskey(options);
      return apiRequest("/members/passkeys", passkeySchema, {
        method: "POST",
        body: { name, credential },
        keepKeysUnder: ["credential"],
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.passkeys }),
  });
}

/** PUT /api/v1/members/passkeys/{id}: a new name. */
export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      apiRequest(`/members/passkeys/${id}`, passkeySchema, { method: "PUT", body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.passkeys }),
  });
}

/** DELETE /api/v1/members/passkeys/{id}: the passkey signs in no more. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/members/passkeys/${id}`, z.undefined(), { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.passkeys }),
  });
}
