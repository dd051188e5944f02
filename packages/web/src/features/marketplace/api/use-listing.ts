import { listingSchema } from "@club/domain/listing.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { listingKeys } from "./listing-keys.ts";

/** GET /api/v1/listings/{id} (issue 44): the listing, with what its seller may do when they read it. */
export function useListing(id: number) {
  return useQuery({
    queryKey: listingKeys.one(id),
    queryFn: () => apiRequest(`/listings/${id}`, listingSchema),
    enabled: Number.isInteger(id) && id > 0,
  });
}
