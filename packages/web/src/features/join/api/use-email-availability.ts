import { uniqueEmailReplySchema } from "@club/domain/join.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/**
 * POST /api/v1/members/validate_unique_email for one settled address. A read that happens to be a POST: it is a
 * query so a re-visited step 2 answers from the cache. Disabled while `email` is null.
 */
export function useEmailAvailability(email: string | null) {
  return useQuery({
    queryKey: queryKeys.emailAvailability(email ?? ""),
    queryFn: () =>
      apiRequest("/members/validate_unique_email", uniqueEmailReplySchema, {
        method: "POST",
        auth: false,
        body: { email },
      }),
    enabled: email !== null,
    staleTime: 60_000,
    retry: false,
  });
}
