import {
  type ArchiveMentionStatus,
  archiveMentionSchema,
  officeArchiveMentionPageSchema,
} from "@club/domain/archive.schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { toQueryString } from "../../../api/query-string.ts";
import { archiveKeys, invalidateArchive } from "./archive-keys.ts";

/** GET /api/v1/office/archive/mentions?status=&page=: the pages found (or suggested) for cars, by their state. */
export function useArchiveMentions(status: ArchiveMentionStatus, page: number) {
  return useQuery({
    queryKey: archiveKeys.mentions(status, page),
    queryFn: () =>
      apiRequest(
        `/office/archive/mentions${toQueryString({ status, page })}`,
        officeArchiveMentionPageSchema,
      ),
    // Another page of the same state stays on screen while it loads; another state's mentions do not.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === status ? previous : undefined,
  });
}

export type MentionDecision = "confirm" | "dismiss";

/**
 * POST /api/v1/office/archive/mentions/{id}/confirm or /dismiss (`manageArchive`; the members' route of the same name
 * is the car's owner's alone): a confirmed page joins the car's history. Settled either way: a refusal (409, decided
 * meanwhile by the car's owner or another office account) means the queue shown is out of date.
 */
export function useDecideMention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: MentionDecision }) =>
      apiRequest(`/office/archive/mentions/${id}/${decision}`, archiveMentionSchema, { method: "POST" }),
    onSuccess: (mention) =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.vehicleHistory(mention.vehicleId) }),
    onSettled: () => invalidateArchive(queryClient),
  });
}
