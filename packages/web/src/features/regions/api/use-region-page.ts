import { regionPageSchema } from "@club/domain/region-page.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/**
 * GET /api/v1/regions/{code} (issue 42): the region's officers, next events, dues and news, to anyone; a signed-in
 * member's token goes with it, for the members-only news.
 */
export function useRegionPage(code: string) {
  return useQuery({
    queryKey: queryKeys.regionPage(code),
    queryFn: () =>
      apiRequest(`/regions/${encodeURIComponent(code)}`, regionPageSchema, { auth: "ifSignedIn" }),
  });
}
