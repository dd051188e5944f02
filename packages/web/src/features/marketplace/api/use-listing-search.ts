import { listingPageSchema } from "@club/domain/listing.schema";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { toQueryString } from "../../../api/query-string.ts";
import type { ListingSearch } from "../form/listing-search-params.ts";
import { listingKeys } from "./listing-keys.ts";

/**
 * GET /api/v1/listings (issue 44): the marketplace's listings, newest first unless sorted; the page before stays in
 * place while the next one loads. A member not in good standing is refused with the server's words.
 */
export function useListingSearch(search: ListingSearch) {
  return useQuery({
    queryKey: listingKeys.search(search),
    queryFn: () => apiRequest(`/listings${toQueryString({ ...search })}`, listingPageSchema),
    placeholderData: keepPreviousData,
  });
}
