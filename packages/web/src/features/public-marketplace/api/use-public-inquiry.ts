import type { PublicInquiryInput } from "@club/domain/listing.schema";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client.ts";

const inquiryReplySchema = z.object({ message: z.string() });

/**
 * POST /api/v1/public/listings/{id}/inquiries (issue 44): the message waits until its writer opens the link mailed to
 * them. Nothing shown changes, so nothing is loaded again.
 */
export function useStartInquiry(listingId: number) {
  return useMutation({
    mutationFn: (body: PublicInquiryInput) =>
      apiRequest(`/public/listings/${listingId}/inquiries`, inquiryReplySchema, {
        method: "POST",
        body,
        auth: false,
      }),
  });
}

/** POST /api/v1/public/inquiries/confirm (issue 44): the mailed link's button sends the message to the seller. */
export function useConfirmInquiry() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest("/public/inquiries/confirm", inquiryReplySchema, {
        method: "POST",
        body: { token },
        auth: false,
      }),
  });
}
