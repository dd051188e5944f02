import type { ArchiveMentionStatus } from "@club/domain/archive.schema";
import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys.ts";

// Issue 45: the office's archive. Its keys start with the office's, so the office's own invalidation reaches them.
export const archiveKeys = {
  all: [...queryKeys.office, "archive"] as const,
  issues: (page: number) => [...queryKeys.office, "archive", "issues", page] as const,
  mentions: (status: ArchiveMentionStatus, page: number) =>
    [...queryKeys.office, "archive", "mentions", status, page] as const,
};

/**
 * After an upload, a change, a deletion or a decision, the archive's lists load again (an issue's counts of
 * mentions move with a decision), the members' search and pages too, and the trail that records it.
 */
export function invalidateArchive(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: archiveKeys.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.archive });
  void queryClient.invalidateQueries({ queryKey: [...queryKeys.office, "audit"] });
}
