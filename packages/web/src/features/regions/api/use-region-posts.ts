import { regionPostPageSchema } from "@club/domain/region-posts.schema";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/**
 * GET /api/v1/regions/{code}/posts?page= (issue 42): the region's news, 20 a page, as the reader may read it (the
 * token goes with it when signed in); asked for only once the reader wants more than the page's newest.
 */
export function useRegionPosts(code: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.regionPage(code), "posts", page],
    queryFn: () =>
      apiRequest(`/regions/${encodeURIComponent(code)}/posts?page=${page}`, regionPostPageSchema, {
        auth: "ifSignedIn",
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
