import { listingSchema } from "@club/domain/listing.schema";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { useReloadListings } from "./use-reload-listings.ts";

/** The seller's steps that take no input, each a POST to /api/v1/listings/{id}/{step} answered with the listing. */
export type ListingStep = "publish" | "renew" | "withdraw";

/**
 * Issue 44: publish a draft (it is then listed, waits for the office's approval, or for its fee), renew a listing
 * for the club's period, or withdraw it.
 */
export function useListingStep(step: ListingStep) {
  const reload = useReloadListings();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/listings/${id}/${step}`, listingSchema, { method: "POST" }),
    onSuccess: reload,
  });
}
