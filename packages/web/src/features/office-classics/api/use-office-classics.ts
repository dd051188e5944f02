import {
  type ClassicApproval,
  type ClassicInput,
  classicSchema,
  officeClassicPetitionListSchema,
  officeClassicPetitionSchema,
  type PetitionStatus,
} from "@club/domain/classics.schema";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { toQueryString } from "../../../api/query-string.ts";

// The office's Full Classic list and petitions (issue 27). Their keys start with the office's, so the office's
// own invalidation reaches them too.
export const officeClassicKeys = {
  list: [...queryKeys.office, "classics", "list"] as const,
  petitions: (status: PetitionStatus, page: number) =>
    [...queryKeys.office, "classics", "petitions", status, page] as const,
};

/** GET /api/v1/office/classics: the list as members see it. */
export function useOfficeClassics() {
  return useQuery({
    queryKey: officeClassicKeys.list,
    queryFn: () => apiRequest("/office/classics", z.array(classicSchema)),
  });
}

/** GET /api/v1/office/classics/petitions?status=&page=: a page of one status's petitions, and every status's count. */
export function useOfficePetitions(status: PetitionStatus, page: number) {
  return useQuery({
    queryKey: officeClassicKeys.petitions(status, page),
    queryFn: () =>
      apiRequest(
        `/office/classics/petitions${toQueryString({ status, page })}`,
        officeClassicPetitionListSchema,
      ),
    // Another page of the same status stays on screen while it loads; another status's petitions do not.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === status ? previous : undefined,
  });
}

/**
 * After a change or a decision, the office's lists (the approvals queue names each car's entry, the trail the
 * change) and the members' list and petitions load again when next shown. The office session is left alone.
 */
function invalidateAfterClassicWrite(queryClient: QueryClient) {
  const session = queryKeys.officeSession;
  void queryClient.invalidateQueries({
    queryKey: queryKeys.office,
    predicate: ({ queryKey }) => queryKey[1] !== session[1],
  });
  void queryClient.invalidateQueries({ queryKey: queryKeys.classics });
}

/** POST /api/v1/office/classics (201): the new entry. */
export function useAddClassic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClassicInput) =>
      apiRequest("/office/classics", classicSchema, { method: "POST", body }),
    onSuccess: () => invalidateAfterClassicWrite(queryClient),
  });
}

/** PUT /api/v1/office/classics/{id}: the whole entry; the entry as it now is. */
export function useChangeClassic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ClassicInput }) =>
      apiRequest(`/office/classics/${id}`, classicSchema, { method: "PUT", body }),
    onSuccess: () => invalidateAfterClassicWrite(queryClient),
  });
}

/** DELETE /api/v1/office/classics/{id} (204). */
export function useDeleteClassic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/office/classics/${id}`, z.undefined(), { method: "DELETE" }),
    onSuccess: () => invalidateAfterClassicWrite(queryClient),
  });
}

/**
 * POST /api/v1/office/classics/petitions/{id}/approve: the car joins the list. Settled either way: a refusal
 * (409, decided meanwhile) means the queue shown is out of date.
 */
export function useApprovePetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ClassicApproval }) =>
      apiRequest(`/office/classics/petitions/${id}/approve`, officeClassicPetitionSchema, {
        method: "POST",
        body,
      }),
    onSettled: () => invalidateAfterClassicWrite(queryClient),
  });
}

/** POST /api/v1/office/classics/petitions/{id}/reject: the member reads the reason beside their petition. */
export function useRejectPetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiRequest(`/office/classics/petitions/${id}/reject`, officeClassicPetitionSchema, {
        method: "POST",
        body: { reason },
      }),
    onSettled: () => invalidateAfterClassicWrite(queryClient),
  });
}
