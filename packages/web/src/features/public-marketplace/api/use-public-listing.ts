import { listingSchema } from "@club/domain/listing.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { publicListingKeys } from "./public-listing-keys.ts";

/**
 * GET /api/v1/public/listings/{id} (issue 44): a car or part for sale, without its seller's name or contact. An id
 * that is no number asks nothing.
 */
export function usePublicListing(id: number) {
  return useQuery({
    queryKey: publicListingKeys.one(id),
    enabled: Number.isInteger(id) && id > 0,
    queryFn: () => apiRequest(`/public/listings/${id}`, listingSchema, { auth: false }),
  });
}
