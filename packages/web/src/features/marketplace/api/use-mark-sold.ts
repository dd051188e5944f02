import { type ListingSoldInput, listingSchema } from "@club/domain/listing.schema";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { useReloadListings } from "./use-reload-listings.ts";

/**
 * POST /api/v1/listings/{id}/sold (issue 44): sold to a member, named by number and last name (a car is then offered
 * to them through the registry), or outside the club.
 */
export function useMarkSold(id: number) {
  const reload = useReloadListings();
  return useMutation({
    mutationFn: (sale: ListingSoldInput) =>
      apiRequest(`/listings/${id}/sold`, listingSchema, { method: "POST", body: { ...sale } }),
    onSuccess: reload,
  });
}
