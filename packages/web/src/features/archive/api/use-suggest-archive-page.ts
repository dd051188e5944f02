import { type ArchiveMentionInput, archiveMentionSchema } from "@club/domain/archive.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/**
 * POST /api/v1/archive/mentions (issue 45): a member suggests a page for one of their cars; it waits for the car's
 * owner or the office, and shows on the car's history meanwhile (to them).
 */
export function useSuggestArchivePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ArchiveMentionInput) =>
      apiRequest("/archive/mentions", archiveMentionSchema, { method: "POST", body: { ...input } }),
    onSuccess: (mention) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.vehicleHistory(mention.vehicleId) }),
  });
}
