import type { Listing } from "@club/domain/listing.schema";
import { useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys.ts";
import { listingKeys } from "./listing-keys.ts";

/**
 * After a listing changes: its page takes the reply at once (no second request), and the lists reload. A sale to a
 * member starts the registry's offer of the car, so the member's cars and offers reload too.
 */
export function useReloadListings() {
  const queryClient = useQueryClient();
  return async (listing?: Listing) => {
    if (listing) queryClient.setQueryData(listingKeys.one(listing.id), listing);
    await Promise.all([
      queryClient.invalidateQueries({
        queryKey: queryKeys.listings,
        predicate: (query) => !listing || query.queryKey[2] !== listing.id,
      }),
      listing?.transferId != null
        ? queryClient.invalidateQueries({ queryKey: queryKeys.vehicleTransfers })
        : undefined,
    ]);
  };
}
