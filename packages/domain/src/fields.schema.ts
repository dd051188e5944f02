import { z } from "zod";
import { messages } from "./messages.ts";
import { isStrongPassword, passwordMaxLength } from "./password.rules.ts";

/** A required, trimmed e-mail address with the login/join messages of spec §5. */
export const emailSchema = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, { error: messages.emailRequired, abort: true })
  .pipe(z.email({ error: messages.emailFormat }))
  .transform((email) => email.toLowerCase());

/** A required string whose absence or emptiness reads as one message. */
export function requiredString(message: string) {
  return z.string({ error: message }).min(1, { error: message, abort: true });
}

/** A new password: required, then the strength rule, each with the message of its form. */
export function newPasswordSchema(required: string, weak: string) {
  return requiredString(required)
    .max(passwordMaxLength, { error: messages.passwordTooLong, abort: true })
    .refine(isStrongPassword, weak);
}

/** The spec's generic patterns (§5). */
export const digitsOnly = /^\d+$/;
export const positiveIntegerNoLeadingZero = /^[1-9]\d*$/;
