import { archiveSearchReplySchema } from "@club/domain/archive.schema";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { toQueryString } from "../../../api/query-string.ts";
import type { ArchiveSearch } from "../form/archive-search-params.ts";
import { archiveKeys } from "./archive-keys.ts";

/**
 * GET /api/v1/archive/search (issue 45): the pages whose words match, best first, with the publications the reader
 * may search; with no words, no pages and only the publications. The last reply stays while the next one loads, so
 * the filter's publications do not vanish.
 */
export function useArchiveSearch(search: ArchiveSearch) {
  return useQuery({
    queryKey: archiveKeys.search(search),
    queryFn: () => apiRequest(`/archive/search${toQueryString({ ...search })}`, archiveSearchReplySchema),
    placeholderData: keepPreviousData,
  });
}
