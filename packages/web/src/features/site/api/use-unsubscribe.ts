import { unsubscribeStatusSchema } from "@club/domain/announcement.schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";

// The unsubscribe link of an announcement (issue 15): no sign-in, the link's token is the proof.
const unsubscribeKey = (token: string) => ["unsubscribe", token] as const;
const path = (token: string) => `/unsubscribe/${encodeURIComponent(token)}`;

/** GET /api/v1/unsubscribe/{token}: the address (masked) and whether it already unsubscribed. */
export function useUnsubscribeStatus(token: string) {
  return useQuery({
    queryKey: unsubscribeKey(token),
    queryFn: () => apiRequest(path(token), unsubscribeStatusSchema, { auth: false }),
    retry: false,
  });
}

/** POST /api/v1/unsubscribe/{token}: no more announcements to that address. */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(path(token), unsubscribeStatusSchema, { method: "POST", body: {}, auth: false }),
    onSuccess: (status) => queryClient.setQueryData(unsubscribeKey(token), status),
  });
}
