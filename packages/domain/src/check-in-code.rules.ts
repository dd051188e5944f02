// The code a confirmed registration shows at the gate (issue 28), and how the gate reads one typed in a hurry (issue
// 40): My Events prints it letter-spaced ("G2HQ 6Y6Q"), people read it out in groups and type it in any case.

/** Letters and digits no one misreads at a gate: no O or 0, no I, L or 1. */
export const checkInCodeAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const checkInCodeLength = 8;

// Spaces of any kind, hyphens and dashes, dots and underscores: what people put between a code's groups.
const separators = /[\s\p{Pd}._·]/gu;

/**
 * The code as issued: upper case, without the spaces or hyphens typed between its groups, and with a phone
 * keyboard's full-width letters read as the plain ones (NFKC). The alphabet leaves out both of each look-alike pair
 * (O and 0, I, L and 1), so no look-alike can be read as another character: it is explained instead.
 */
export function normalizeCheckInCode(typed: string): string {
  return typed.normalize("NFKC").replace(separators, "").toUpperCase();
}

export const checkInMessages = {
  unknown: "No registration of this event has this code",
  length: (length: number) =>
    `A check-in code has ${checkInCodeLength} letters and digits; this one has ${length}: check it again`,
  lookAlikes: "Check-in codes never use O, I, L, 0 or 1: check the code again",
  otherEvent: (title: string, days: string) => `This code is for another event: ${title}, ${days}`,
  pending: "This registration is not paid yet, so it holds no place: send the member to the office",
  waitlisted: "This member is on the waiting list and holds no place: send them to the office",
  offered: "This member was offered a place but has not accepted it yet: send them to the office",
  cancelled: "This registration was cancelled: send the member to the office",
  notCheckedIn: "This registration is not checked in: there is nothing to undo",
} as const;

/**
 * Why no registration has this (normalised) code, when the code itself says so: too short or too long, or holding
 * a character the alphabet leaves out. Undefined when it looks like a code (it is simply nobody's).
 */
export function checkInCodeFault(code: string): string | undefined {
  if ([...code].some((char) => !checkInCodeAlphabet.includes(char))) return checkInMessages.lookAlikes;
  if (code.length !== checkInCodeLength) return checkInMessages.length(code.length);
  return undefined;
}

/**
 * Issue 43: the card's token in the text its QR code carries: the check address `{PUBLIC_URL}/card/{token}` (from
 * the phone's wallet or the card page), or the token alone. Whose card it is, the server reads from the token.
 */
export function cardTokenOfText(text: string): string {
  const trimmed = text.trim();
  return /\/card\/([^/?#\s]+)\/?(?:[?#].*)?$/.exec(trimmed)?.[1] ?? trimmed;
}

/**
 * Issue 43: whether a scanned or pasted text is a membership card's QR code (its check address, ".../card/{token}",
 * or the token alone) rather than a registration's code: the gate then looks for the card holder's places.
 */
export function isMembershipCardText(text: string): boolean {
  const trimmed = text.trim();
  return /\/card\/\d+-[\w-]+\/?$/.test(trimmed) || /^\d{1,10}-[\w-]{22}$/.test(trimmed);
}
