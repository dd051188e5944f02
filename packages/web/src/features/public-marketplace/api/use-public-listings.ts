import { listingPageSchema } from "@club/domain/listing.schema";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { toQueryString } from "../../../api/query-string.ts";
import type { PublicSearch } from "../form/public-search.ts";

/**
 * GET /api/v1/public/listings (issue 44): cars and parts for sale, without sign-in. The last page stays shown while
 * the next loads, so the list does not jump.
 */
export function usePublicListings(search: PublicSearch) {
  const query = toQueryString(search);
  return useQuery({
    queryKey: queryKeys.publicListings(query),
    queryFn: () => apiRequest(`/public/listings${query}`, listingPageSchema, { auth: false }),
    placeholderData: keepPreviousData,
  });
}
