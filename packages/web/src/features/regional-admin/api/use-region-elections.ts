import { electionSummarySchema, regionElectionListSchema } from "@club/domain/election.schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";

const keyOf = (code: string) => ["region-elections", code] as const;

/** GET /api/v1/regions/{code}/elections (issue 46): the region's elections, for its officers. */
export function useRegionElections(code: string) {
  return useQuery({
    queryKey: keyOf(code),
    queryFn: () => apiRequest(`/regions/${code}/elections`, regionElectionListSchema),
    retry: false,
  });
}

/** POST /api/v1/regions/{code}/elections: a proposal, which the office confirms. */
export function useProposeElection(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiRequest(`/regions/${code}/elections`, electionSummarySchema, { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(code) }),
  });
}
