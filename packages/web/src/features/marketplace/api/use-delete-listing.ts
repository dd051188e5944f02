import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { listingKeys } from "./listing-keys.ts";

/** DELETE /api/v1/listings/{id} (issue 44): only a draft; the others are kept. */
export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/listings/${id}`, z.undefined(), { method: "DELETE" }),
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: listingKeys.one(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.listings });
    },
  });
}
