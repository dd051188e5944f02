import { type ClaimRequest, claimGreetingSchema } from "@club/domain/claim.schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch, apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { sessionFrom, startSession } from "../../../api/start-session.ts";

const claimPath = "/members/claim";

/** Issue 16: whom a claim link (or a letter's code) is for; an unknown, expired or used one fails with errors.token. */
export function useClaimGreeting(token: string | null) {
  return useQuery({
    queryKey: queryKeys.claimGreeting(token ?? ""),
    queryFn: () =>
      apiRequest(`${claimPath}/${encodeURIComponent(token ?? "")}`, claimGreetingSchema, { auth: false }),
    enabled: token !== null && token !== "",
    // A refusal (404, 410) is the answer, not a hiccup: asking again only spends the address's tries.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Sets the password with the link or code and starts the session the reply carries, as a sign-in does. */
export function useClaimAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (claim: ClaimRequest) =>
      sessionFrom(claimPath, await apiFetch(claimPath, { method: "POST", body: claim, auth: false })),
    onSuccess: (session) => startSession(queryClient, session, false),
  });
}
