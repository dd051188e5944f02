import {
  type OfficeListingShow,
  officeListingPageSchema,
  officeListingRowSchema,
} from "@club/domain/listing.schema";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { toQueryString } from "../../../api/query-string.ts";

// Issue 44: the office's side of the marketplace. Its keys start with the office's, so the office's invalidation
// reaches them.
export const officeListingsKeys = {
  list: (show: OfficeListingShow, page: number) => [...queryKeys.office, "listings", show, page] as const,
};

/** GET /api/v1/office/listings: a page of the approval queue, the reported listings or all, newest first. */
export function useOfficeListings(show: OfficeListingShow, page: number) {
  return useQuery({
    queryKey: officeListingsKeys.list(show, page),
    queryFn: () => apiRequest(`/office/listings${toQueryString({ show, page })}`, officeListingPageSchema),
    placeholderData: keepPreviousData,
  });
}

export type ListingDecision =
  | { kind: "approve"; listingId: number }
  | { kind: "remove"; listingId: number; reason: string }
  | { kind: "dismiss"; reportId: number };

function requestOf(decision: ListingDecision): { path: string; body: Record<string, string> } {
  if (decision.kind === "approve")
    return { path: `/office/listings/${decision.listingId}/approve`, body: {} };
  if (decision.kind === "remove")
    return { path: `/office/listings/${decision.listingId}/remove`, body: { reason: decision.reason } };
  return { path: `/office/listing_reports/${decision.reportId}/dismiss`, body: {} };
}

/**
 * POST approve, remove or dismiss: each answers with the listing as the office's page now shows it; 409 when the
 * listing or report was decided meanwhile. After it (or its refusal) the office's lists load again (a listing moves
 * between them), the session apart.
 */
export function useDecideListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ListingDecision) => {
      const { path, body } = requestOf(decision);
      return apiRequest(path, officeListingRowSchema, { method: "POST", body });
    },
    onSettled: () => {
      const session = queryKeys.officeSession;
      void queryClient.invalidateQueries({
        queryKey: queryKeys.office,
        predicate: ({ queryKey }) => queryKey[1] !== session[1],
      });
    },
  });
}
