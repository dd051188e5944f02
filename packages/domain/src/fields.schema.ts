import { z } from "zod";
import { fieldMessages, messages } from "./messages.ts";
import { isStrongPassword, passwordMaxLength } from "./password.rules.ts";

// What PostgreSQL can store decides two rules of every field: text cannot hold NUL (U+0000), and an `integer`
// column holds 32 bits. Checked here, a bad value is a 400 naming its field, not a database error (a 500).
export const maxInteger = 2_147_483_647;
export const minInteger = -2_147_483_648;

export const hasNoNul = (value: string) => !value.includes("\u0000");

/** The string every text field starts from: no NUL. Chain `.trim()`, `.max()` on it as on z.string(). */
export function textSchema(params?: { error?: string }) {
  return z.string(params).refine(hasNoNul, { error: fieldMessages.invalidCharacter, abort: true });
}

// A name, an address line or a subject is one line: a line break in it would start a new line of a letter's
// address block, a CSV row or a mail header, and other control characters (C0, DEL, C1) print as nothing or garble.
// U+2028 and U+2029 are Unicode's own line and paragraph breaks.
const lineBreak = /[\r\n\u2028\u2029]/;
const controlCharacter = /\p{Cc}/u;
// In a text of several lines, LF (or CR LF, as a browser sends a textarea) and tab are its layout.
const lineLayout = /\r?\n|\t/g;

const hasNoLineBreak = (value: string) => !lineBreak.test(value);
const hasNoControlCharacter = (value: string) => !controlCharacter.test(value);
const hasOnlyLineLayout = (value: string) => hasNoControlCharacter(value.replace(lineLayout, ""));

/** A one-line text field (a name, an address line, a subject): no line break, no control character. */
export function singleLineTextSchema(params?: { error?: string }) {
  return textSchema(params)
    .refine(hasNoLineBreak, { error: fieldMessages.lineBreak, abort: true })
    .refine(hasNoControlCharacter, { error: fieldMessages.invalidCharacter, abort: true });
}

/** A text of several lines (a body, a note): its line breaks and tabs are kept, other control characters refused. */
export function multiLineTextSchema(params?: { error?: string }) {
  return textSchema(params).refine(hasOnlyLineLayout, { error: fieldMessages.invalidCharacter, abort: true });
}

/** A whole number an `integer` column can hold; every integer field of a JSON body starts from it. */
export function integerSchema(params?: { error?: string }) {
  return z
    .number(params)
    .min(minInteger, { error: fieldMessages.numberTooSmall, abort: true })
    .max(maxInteger, { error: fieldMessages.numberTooLarge, abort: true })
    .int(params);
}

/** The same, read from text: a path, a query string or a multipart field. */
export function coercedIntegerSchema(params?: { error?: string }) {
  return z.coerce
    .number(params)
    .min(minInteger, { error: fieldMessages.numberTooSmall, abort: true })
    .max(maxInteger, { error: fieldMessages.numberTooLarge, abort: true })
    .int(params);
}

/** A row's id in a JSON body. */
export function idSchema(params?: { error?: string }) {
  return integerSchema(params).positive(params);
}

/** A row's id in a path or a query string. */
export const idParamSchema = coercedIntegerSchema().positive();

/**
 * A signed link's query (a car's photo, a claim's paper): when it ends, in milliseconds since 1970 (beyond an
 * `integer`, so a whole number a JavaScript date holds), and its signature. Issue 39: 1e-300 or 1e308 is a 400.
 */
export const signedLinkQuerySchema = z.object({
  expires: z.coerce
    .number()
    .int()
    .min(0, { error: fieldMessages.numberTooSmall })
    .max(8_640_000_000_000_000, { error: fieldMessages.numberTooLarge }),
  signature: z.string(),
});

// RFC 5321: a forward path holds at most 256 characters, so an address holds at most 254.
const emailMaxLength = 254;

/** A required, trimmed e-mail address with the login/join messages of spec §5. */
export const emailSchema = textSchema({ error: messages.emailRequired })
  .trim()
  .min(1, { error: messages.emailRequired, abort: true })
  .max(emailMaxLength, { error: messages.emailFormat, abort: true })
  .pipe(z.email({ error: messages.emailFormat }))
  .transform((email) => email.toLowerCase());

/** A required string whose absence or emptiness reads as one message. */
export function requiredString(message: string) {
  return textSchema({ error: message }).min(1, { error: message, abort: true });
}

/** A required one-line string (a name, a street): its absence or emptiness reads as one message. */
export function requiredLine(message: string) {
  return singleLineTextSchema({ error: message }).min(1, { error: message, abort: true });
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

/**
 * A calendar day as YYYY-MM-DD in a year PostgreSQL and people both read: 1900 to 2999 (the format alone lets "0000"
 * through, a year the database's `date` cannot hold).
 */
export function isoDaySchema(message = "Use YYYY-MM-DD") {
  return z.iso.date(message).refine((day) => day >= "1900-01-01" && day <= "2999-12-31", {
    error: "Use a date between 1900 and 2999",
  });
}
