import {
  type OfficeElection,
  officeElectionListSchema,
  officeElectionSchema,
} from "@club/domain/election.schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";

// Issue 46: the office's elections. Its queries sit under "office-elections": a change reloads the list and the one.
const keys = {
  all: ["office-elections"] as const,
  list: ["office-elections", "list"] as const,
  one: (id: number) => ["office-elections", "one", id] as const,
};

/** GET /api/v1/office/elections, with what a new election's races may fill. */
export function useOfficeElections() {
  return useQuery({
    queryKey: keys.list,
    queryFn: () => apiRequest("/office/elections", officeElectionListSchema),
  });
}

/** GET /api/v1/office/elections/{id}. */
export function useOfficeElection(id: number) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: () => apiRequest(`/office/elections/${id}`, officeElectionSchema),
  });
}

function useChanged() {
  const queryClient = useQueryClient();
  return (election: OfficeElection) => {
    queryClient.setQueryData(keys.one(election.id), election);
    void queryClient.invalidateQueries({ queryKey: keys.list });
  };
}

/** POST /api/v1/office/elections. */
export function useCreateElection() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiRequest("/office/elections", officeElectionSchema, { method: "POST", body }),
    onSuccess: changed,
  });
}

/** PATCH /api/v1/office/elections/{id}. */
export function useChangeElection(id: number) {
  const changed = useChanged();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiRequest(`/office/elections/${id}`, officeElectionSchema, { method: "PATCH", body }),
    onSuccess: changed,
  });
}

/** POST /api/v1/office/elections/{id}/confirm or /cancel (an office administrator). */
export function useDecideElection(id: number, decision: "confirm" | "cancel") {
  const changed = useChanged();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/office/elections/${id}/${decision}`, officeElectionSchema, { method: "POST" }),
    onSuccess: changed,
  });
}

/** POST /api/v1/office/elections/{id}/candidates. */
export function useAddCandidate(id: number) {
  const changed = useChanged();
  return useMutation({
    mutationFn: (body: { raceId: number; memberNo: number; statement: string }) =>
      apiRequest(`/office/elections/${id}/candidates`, officeElectionSchema, { method: "POST", body }),
    onSuccess: changed,
  });
}

/** DELETE /api/v1/office/elections/{id}/candidates/{nominationId}. */
export function useWithdrawCandidate(id: number) {
  const changed = useChanged();
  return useMutation({
    mutationFn: (nominationId: number) =>
      apiRequest(`/office/elections/${id}/candidates/${nominationId}`, officeElectionSchema, {
        method: "DELETE",
      }),
    onSuccess: changed,
  });
}
