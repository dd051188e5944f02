import { type PrivacyChoicesInput, privacyChoicesSchema } from "@club/domain/privacy.schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** GET /api/v1/members/privacy: the member's choices in effect, and when they made them (null: not yet). */
export function usePrivacyChoices() {
  return useQuery({
    queryKey: queryKeys.privacyChoices,
    queryFn: () => apiRequest("/members/privacy", privacyChoicesSchema),
  });
}

/** PUT /api/v1/members/privacy: saves all five choices; the reply is the choices in effect. */
export function useSavePrivacyChoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choices: PrivacyChoicesInput) =>
      apiRequest("/members/privacy", privacyChoicesSchema, { method: "PUT", body: choices }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.privacyChoices, saved),
  });
}
