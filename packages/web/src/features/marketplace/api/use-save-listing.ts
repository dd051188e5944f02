import { type ListingInput, type ListingUpdate, listingSchema } from "@club/domain/listing.schema";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { useReloadListings } from "./use-reload-listings.ts";

/** POST /api/v1/listings (issue 44): a new listing, as a draft. */
export function useCreateListing() {
  const reload = useReloadListings();
  return useMutation({
    mutationFn: (input: ListingInput) =>
      apiRequest("/listings", listingSchema, { method: "POST", body: { ...input } }),
    onSuccess: reload,
  });
}

/** PATCH /api/v1/listings/{id} (issue 44): the fields sent change; its kind and car stay. */
export function useUpdateListing(id: number) {
  const reload = useReloadListings();
  return useMutation({
    mutationFn: (update: ListingUpdate) =>
      apiRequest(`/listings/${id}`, listingSchema, { method: "PATCH", body: { ...update } }),
    onSuccess: reload,
  });
}
