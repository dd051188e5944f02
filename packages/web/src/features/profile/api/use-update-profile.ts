import type { ProfileUpdate } from "@club/domain/member.schema";
import { ownProfileSchema } from "@club/domain/own-profile.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** PUT /api/v1/members/{id}: saves the member's own profile; the reply is the saved profile. */
export function useUpdateProfile(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: ProfileUpdate) =>
      apiRequest(`/members/${memberId}`, ownProfileSchema, { method: "PUT", body: { member } }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.profile, saved),
  });
}
