import { z } from "zod";

// Issue 25: the membership card a member shows on a phone or on paper, and the check its QR code opens. The check
// reads the membership live, so an old card of a lapsed or resigned member says so.

export const membershipCardMessages = {
  notIssued:
    "Your membership card comes once your membership is paid. Please pay your membership dues first.",
  notIssuedForMember: "This member has no membership card yet: their membership has not been paid.",
  invalid: "This card's code is not one the club issued. Please ask the member for their card again.",
};

/** The card's own facts, the same on the member's card and on the check of its QR code. */
const cardFaceSchema = z.object({
  name: z.string(),
  memberNo: z.number().int(),
  planTitle: z.string(),
  /** The dues date; a lifelong plan has none to show. */
  duesExpire: z.iso.date().nullable(),
  lifelong: z.boolean(),
});

/** GET /api/v1/members/card: the signed-in member's card, with the address its QR code carries. */
export const membershipCardSchema = cardFaceSchema.extend({
  standing: z.enum(["current", "lapsed"]),
  checkUrl: z.url(),
});
export type MembershipCard = z.infer<typeof membershipCardSchema>;

/** GET /api/v1/cards/{token}: what the card shows, and whether the membership is current today. */
export const cardCheckSchema = cardFaceSchema.extend({ current: z.boolean() });
export type CardCheck = z.infer<typeof cardCheckSchema>;

export const cardTokenParamsSchema = z.object({
  token: z.string().max(100, { error: membershipCardMessages.invalid }),
});
