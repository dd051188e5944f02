import { cardCheckSchema, membershipCardSchema } from "@club/domain/membership-card.schema";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { downloadFile } from "../../../api/download-file.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** GET /api/v1/members/card: the signed-in member's card (issue 25). */
export function useMembershipCard() {
  return useQuery({
    queryKey: queryKeys.membershipCard,
    queryFn: () => apiRequest("/members/card", membershipCardSchema),
    // A joiner who has not paid is told so (409) at once: asking again changes nothing.
    retry: false,
  });
}

/** GET /api/v1/members/card.pdf, saved under the name the server gives. */
export function useDownloadCard() {
  return useMutation({
    mutationFn: () => downloadFile("/members/card.pdf", "membership-card.pdf"),
  });
}

/** GET /api/v1/cards/{token}: the check a card's QR code opens, for anyone holding the card, signed in or not. */
export function useCardCheck(token: string) {
  return useQuery({
    queryKey: queryKeys.cardCheck(token),
    queryFn: () => apiRequest(`/cards/${encodeURIComponent(token)}`, cardCheckSchema, { auth: false }),
    retry: false,
  });
}
