import { messageReplySchema, type NewPasswordFormInput } from "@club/domain/auth.schema";
import type { OwnProfile } from "@club/domain/own-profile.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** Issue 43: PUT /api/v1/members/set_password, a first password for an account that joined without one. */
export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: NewPasswordFormInput) =>
      apiRequest("/members/set_password", messageReplySchema, { method: "PUT", body: { member } }),
    onSuccess: () =>
      queryClient.setQueryData<OwnProfile>(queryKeys.profile, (profile) =>
        profile ? { ...profile, hasPassword: true } : profile,
      ),
  });
}
