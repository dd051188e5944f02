import { listingPageSchema } from "@club/domain/listing.schema";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { toQueryString } from "../../../api/query-string.ts";
import type { PublicSearch } from "../form/public-search.ts";
import { publicListingKeys } from "./public-listing-keys.ts";

/**
 * GET /api/v1/public/listings (issue 44): cars and parts for sale, without sign-in. The last page stays shown while
 * the next loads, so the list does not jump.
 */
export function usePublicListings(search: PublicSearch) {
  const query = toQueryString(search);
  return useQuery({
    queryKey: publicListingKeys.search(query),
    queryFn: () => apiRequest(`/public/listings${query}`, listingPageSchema, { auth: false }),
    placeholderData: keepPreviousData,
  });
}
