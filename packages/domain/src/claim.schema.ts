import { z } from "zod";
import {
  coercedIntegerSchema,
  emailSchema,
  newPasswordSchema,
  requiredString,
  textSchema,
} from "./fields.schema.ts";
import { claimMessages } from "./import.schema.ts";
import { messages } from "./messages.ts";

// Issue 16: an imported member claims their account, from the e-mailed link /claim/{token} or with the code printed
// on a letter, by choosing a password. The password rules and messages are the reset-password page's.

export const claimCodeLength = 10;

export const claimCodeMessages = {
  required: "Claim code is required",
  length: `The claim code has ${claimCodeLength} letters and numbers, as printed on your letter`,
};

/** A code as typed from paper ("k7qm-4txp 9a"): spaces and dashes are ignored, and so is the case. */
export function normaliseClaimCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, "");
}

/** The claim page's first step without a link: the code from the letter. */
export const claimCodeFormSchema = z.object({
  code: requiredString(claimCodeMessages.required)
    .transform(normaliseClaimCode)
    .refine((code) => code.length === claimCodeLength, claimCodeMessages.length),
});
export type ClaimCodeFormInput = z.input<typeof claimCodeFormSchema>;

const claimTokenSchema = textSchema({ error: claimMessages.tokenRequired })
  .trim()
  .min(1, { error: claimMessages.tokenRequired, abort: true })
  .max(200, { error: claimMessages.invalid });

export const claimEmailMessages = {
  required: "Your e-mail address is required: it is how you will sign in",
  taken:
    "This e-mail address is already used by another account. Please use another, or call the club office.",
};

/**
 * POST /api/v1/members/claim: the link's token (or the letter's code) and the new password, twice; a member the
 * roster had no e-mail for (a letter) gives the address they will sign in with.
 */
export const claimRequestSchema = z
  .object({
    token: claimTokenSchema,
    email: emailSchema.optional(),
    password: newPasswordSchema(messages.newPasswordRequired, messages.newPasswordWeak),
    passwordConfirmation: requiredString(messages.confirmPasswordRequired),
  })
  .refine((value) => !value.passwordConfirmation || value.password === value.passwordConfirmation, {
    path: ["passwordConfirmation"],
    message: messages.passwordMismatch,
  });
export type ClaimRequest = z.input<typeof claimRequestSchema>;

/** GET /api/v1/members/claim/{token}: whom the link is for, so the page can greet them; the address masked. */
export const claimGreetingSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  /** "j***@example.org"; "" for a member without e-mail (a letter). */
  email: z.string(),
});
export type ClaimGreeting = z.infer<typeof claimGreetingSchema>;

/** POST /api/v1/office/imports/{id}/invitations: e-mails queued (sent perHour an hour), letters to print. */
export const invitationsResultSchema = z.object({ queued: z.number().int(), letters: z.number().int() });
export type InvitationsResult = z.infer<typeof invitationsResultSchema>;

export const claimPageSize = 50;

/** GET /api/v1/office/imports/{id}/claims */
export const claimListQuerySchema = z.object({ page: coercedIntegerSchema().min(1).default(1) });

export const claimStatusSchema = z.object({
  memberId: z.number().int(),
  memberNo: z.number().int(),
  name: z.string(),
  /** "" when the member has no e-mail (a letter). */
  email: z.string(),
  channel: z.enum(["email", "letter"]),
  /** null while the e-mail waits for its hour. */
  sentAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  claimedAt: z.string().nullable(),
});
export type ClaimStatus = z.infer<typeof claimStatusSchema>;

export const claimListSchema = z.object({
  results: z.array(claimStatusSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ClaimList = z.infer<typeof claimListSchema>;
