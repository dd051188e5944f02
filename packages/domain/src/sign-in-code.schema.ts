import { z } from "zod";
import { emailSchema, requiredString } from "./fields.schema.ts";

// Issue 43: signing in with a code sent by e-mail, instead of a password. Six digits, ten minutes, once.

export const signInCodeLength = 6;
export const signInCodeMinutes = 10;
/** Wrong codes a code takes before it stops working, and a new one must be asked for. */
export const signInCodeTries = 5;

const codeMessage = `Enter the ${signInCodeLength} digits from the e-mail`;

export const requestSignInCodeSchema = z.object({ email: emailSchema });
export type RequestSignInCodeInput = z.input<typeof requestSignInCodeSchema>;

export const loginWithCodeSchema = z.object({
  email: emailSchema,
  // Spaces and dashes a mail app or a reader adds are taken out; then it is the digits or nothing.
  code: z
    .string({ error: codeMessage })
    .transform((code) => code.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(new RegExp(`^\\d{${signInCodeLength}}$`), codeMessage)),
  rememberMe: z.boolean().default(false),
});
export type LoginWithCodeInput = z.input<typeof loginWithCodeSchema>;
export type LoginWithCode = z.output<typeof loginWithCodeSchema>;

export const loginWithLinkSchema = z.object({
  token: requiredString("The sign-in link is incomplete. Please ask for a new code.").pipe(
    z.string().max(200),
  ),
  rememberMe: z.boolean().default(false),
});
export type LoginWithLinkInput = z.input<typeof loginWithLinkSchema>;
export type LoginWithLink = z.output<typeof loginWithLinkSchema>;
