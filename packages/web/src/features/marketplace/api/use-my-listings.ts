import { myListingsSchema } from "@club/domain/listing.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { listingKeys } from "./listing-keys.ts";

/** GET /api/v1/listings/mine (issue 44): every listing of the member's, whatever its status. */
export function useMyListings() {
  return useQuery({
    queryKey: listingKeys.mine,
    queryFn: () => apiRequest("/listings/mine", myListingsSchema),
  });
}
