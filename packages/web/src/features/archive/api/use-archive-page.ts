import { archivePageViewSchema } from "@club/domain/archive.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { archiveKeys } from "./archive-keys.ts";

const isPositive = (value: number) => Number.isInteger(value) && value > 0;

/** GET /api/v1/archive/issues/{id}/pages/{page} (issue 45): one page to read, its text and the cars it is about. */
export function useArchivePage(issueId: number, page: number) {
  return useQuery({
    queryKey: archiveKeys.page(issueId, page),
    queryFn: () => apiRequest(`/archive/issues/${issueId}/pages/${page}`, archivePageViewSchema),
    enabled: isPositive(issueId) && isPositive(page),
  });
}
