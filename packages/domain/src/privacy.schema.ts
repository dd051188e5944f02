import { z } from "zod";

// Issue 30: the API of a member's privacy choices (privacy.rules.ts holds what they mean).

export const privacyMessages = {
  choice: (label: string) => `${label} is yes or no`,
} as const;

const choice = (label: string) => z.boolean({ error: privacyMessages.choice(label) });

/** PUT /api/v1/members/privacy: all five choices, each yes or no. */
export const privacyChoicesInputSchema = z.object({
  showInDirectory: choice("Show me in the directory"),
  showAddress: choice("Show my street address"),
  showPhones: choice("Show my phone numbers"),
  showEmail: choice("Show my e-mail address"),
  allowClubMail: choice("My region may write to me by post"),
});
export type PrivacyChoicesInput = z.output<typeof privacyChoicesInputSchema>;

/** GET and PUT /api/v1/members/privacy: the choices in effect, and when the member made them (null: not yet). */
export const privacyChoicesSchema = privacyChoicesInputSchema.extend({ chosenAt: z.string().nullable() });
export type PrivacyChoicesReply = z.infer<typeof privacyChoicesSchema>;

export const consentKinds = ["privacy", "club_mail", "announcements"] as const;
export const consentWays = ["join", "member", "office", "unsubscribe_link", "import"] as const;

/** A choice as the consent log keeps it (the office's record of a member shows them, newest first). */
export const consentEventSchema = z.object({
  kind: z.enum(consentKinds),
  choice: z.record(z.string(), z.boolean()),
  how: z.enum(consentWays),
  /** Who made it: the member, or the office account that recorded it. */
  actor: z.string().nullable(),
  at: z.string(),
});
export type ConsentEvent = z.infer<typeof consentEventSchema>;
