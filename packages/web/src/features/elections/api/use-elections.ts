import { electionListSchema, memberElectionSchema } from "@club/domain/election.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { electionKeys } from "./election-keys.ts";

/** GET /api/v1/elections (issue 46): the club's elections and the member's regions', newest first. */
export function useElections() {
  return useQuery({
    queryKey: electionKeys.list,
    queryFn: () => apiRequest("/elections", electionListSchema),
  });
}

/** GET /api/v1/elections/{id} (issue 46). */
export function useElection(id: number) {
  return useQuery({
    queryKey: electionKeys.one(id),
    queryFn: () => apiRequest(`/elections/${id}`, memberElectionSchema),
  });
}
