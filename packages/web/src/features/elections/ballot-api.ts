import { ballotCastSchema, ballotSchema, myBallotSchema } from "@club/domain/election-ballot.schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../api/client.ts";
import type { BallotSubmission } from "../../components/ballot-form.tsx";

// Issue 46: the ballot's calls: the signed-in member's (/elections/{id}/ballot) and the e-mailed link's
// (/ballots/{token}, no session).

export const ballotKeys = {
  mine: (electionId: number) => ["elections", electionId, "ballot"] as const,
  link: (token: string) => ["ballots", token] as const,
};

/** GET /api/v1/elections/{id}/ballot: the election's ballot and where the member stands on its roll. */
export function useMyBallot(electionId: number) {
  return useQuery({
    queryKey: ballotKeys.mine(electionId),
    enabled: Number.isInteger(electionId) && electionId > 0,
    queryFn: () => apiRequest(`/elections/${electionId}/ballot`, myBallotSchema),
  });
}

/** POST (a first ballot) or PUT (a change, with its receipt) /api/v1/elections/{id}/ballot. */
export function useSendMyBallot(electionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ receipt, ...choices }: BallotSubmission) => {
      const path = `/elections/${electionId}/ballot`;
      if (receipt === undefined) return apiRequest(path, ballotCastSchema, { method: "POST", body: choices });
      await apiRequest(path, z.undefined(), { method: "PUT", body: { receipt, ...choices } });
      return { receipt: null };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ballotKeys.mine(electionId) }),
  });
}

/** GET /api/v1/ballots/{token}: the voter's ballot as their e-mailed link opens it. */
export function useLinkBallot(token: string) {
  return useQuery({
    queryKey: ballotKeys.link(token),
    enabled: token !== "",
    retry: false,
    queryFn: () => apiRequest(`/ballots/${encodeURIComponent(token)}`, ballotSchema, { auth: false }),
  });
}

/** POST or PUT /api/v1/ballots/{token}, without a session. */
export function useSendLinkBallot(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ receipt, ...choices }: BallotSubmission) => {
      const path = `/ballots/${encodeURIComponent(token)}`;
      if (receipt === undefined)
        return apiRequest(path, ballotCastSchema, { method: "POST", body: choices, auth: false });
      await apiRequest(path, z.undefined(), { method: "PUT", body: { receipt, ...choices }, auth: false });
      return { receipt: null };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ballotKeys.link(token) }),
  });
}
