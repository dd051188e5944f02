import { resetLinkCheckSchema } from "@club/domain/auth.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** Whether a reset link can still set a password; an unknown (404), used or expired (410) one fails naming it. */
export function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: queryKeys.resetLink(token),
    queryFn: () =>
      apiRequest(`/members/reset_password/${encodeURIComponent(token)}`, resetLinkCheckSchema, {
        auth: false,
      }),
    // A refusal is the answer, not a hiccup; and the link, once found good, stays good while the page is open.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
