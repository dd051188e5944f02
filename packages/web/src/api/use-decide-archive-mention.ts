import { archiveMentionSchema } from "@club/domain/archive.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

export type ArchiveMentionDecision = "confirm" | "dismiss";

/**
 * POST /api/v1/archive/mentions/{id}/confirm or /dismiss (issue 45): the car's owner, or the office, says whether a
 * page of the archive is about the car. The car's history and the archive's pages show the answer.
 */
export function useDecideArchiveMention(vehicleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mentionId, decision }: { mentionId: number; decision: ArchiveMentionDecision }) =>
      apiRequest(`/archive/mentions/${mentionId}/${decision}`, archiveMentionSchema, { method: "POST" }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.vehicleHistory(vehicleId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.archive }),
      ]),
  });
}
