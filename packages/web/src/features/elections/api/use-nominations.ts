import { type MemberElection, memberElectionSchema } from "@club/domain/election.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { electionKeys } from "./election-keys.ts";

/** After a nomination or an answer: the election as the server now reads it, and the list reloaded. */
function useElectionChanged(id: number) {
  const queryClient = useQueryClient();
  return (election: MemberElection) => {
    queryClient.setQueryData(electionKeys.one(id), election);
    void queryClient.invalidateQueries({ queryKey: electionKeys.list });
  };
}

/** POST /api/v1/elections/{id}/nominations (issue 46): a member nominates a member (themselves too). */
export function useNominate(id: number) {
  const changed = useElectionChanged(id);
  return useMutation({
    mutationFn: (body: { raceId: number; memberNo: number }) =>
      apiRequest(`/elections/${id}/nominations`, memberElectionSchema, { method: "POST", body }),
    onSuccess: changed,
  });
}

/** POST …/nominations/{nominationId}/accept with the statement. */
export function useAcceptNomination(id: number, nominationId: number) {
  const changed = useElectionChanged(id);
  return useMutation({
    mutationFn: (body: { statement: string }) =>
      apiRequest(`/elections/${id}/nominations/${nominationId}/accept`, memberElectionSchema, {
        method: "POST",
        body,
      }),
    onSuccess: changed,
  });
}

/** POST …/nominations/{nominationId}/decline. */
export function useDeclineNomination(id: number, nominationId: number) {
  const changed = useElectionChanged(id);
  return useMutation({
    mutationFn: () =>
      apiRequest(`/elections/${id}/nominations/${nominationId}/decline`, memberElectionSchema, {
        method: "POST",
      }),
    onSuccess: changed,
  });
}

/** PUT …/nominations/{nominationId}/photo: the multipart part "photo". */
export function useNominationPhoto(id: number, nominationId: number) {
  const changed = useElectionChanged(id);
  return useMutation({
    mutationFn: (photo: File) => {
      const form = new FormData();
      form.append("photo", photo);
      return apiRequest(`/elections/${id}/nominations/${nominationId}/photo`, memberElectionSchema, {
        method: "PUT",
        form,
      });
    },
    onSuccess: changed,
  });
}
