import { listingSchema } from "@club/domain/listing.schema";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { useReloadListings } from "./use-reload-listings.ts";

/** POST /api/v1/listings/{id}/photos (issue 44): one photo a call, as the multipart part "photo". */
export function useAddListingPhoto(id: number) {
  const reload = useReloadListings();
  return useMutation({
    mutationFn: (photo: File) => {
      const form = new FormData();
      form.append("photo", photo);
      return apiRequest(`/listings/${id}/photos`, listingSchema, { method: "POST", form });
    },
    onSuccess: reload,
  });
}

/** DELETE /api/v1/listings/{id}/photos/{photoId} (issue 44). */
export function useRemoveListingPhoto(id: number) {
  const reload = useReloadListings();
  return useMutation({
    mutationFn: (photoId: number) =>
      apiRequest(`/listings/${id}/photos/${photoId}`, listingSchema, { method: "DELETE" }),
    onSuccess: reload,
  });
}
