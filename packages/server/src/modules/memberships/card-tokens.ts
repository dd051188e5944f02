import { createHmac, timingSafeEqual } from "node:crypto";

// A membership card's QR code carries the member's id and its HMAC under CARD_SIGNING_SECRET (issue 25): whoever
// scans it learns whose card it is from the server, so a card made at home checks out only if the club signed it.
// The token never expires: what the check answers (current or not) is read live. Its parts are joined by "-", not
// ".": the web page /card/{token} must not look like a file to the server (plugins/static-web.ts).

const purpose = "membership-card";
// 128 bits of the signature: more than enough against guessing, and a QR code small enough for a phone to read.
const signatureLength = 22;

function signatureOf(secret: string, memberId: number): string {
  return createHmac("sha256", secret)
    .update(`${purpose}|${memberId}`)
    .digest("base64url")
    .slice(0, signatureLength);
}

export function cardTokenOf(secret: string, memberId: number): string {
  return `${memberId}-${signatureOf(secret, memberId)}`;
}

/** The member id a token was signed for, or null for a token the club did not sign. */
export function memberIdOfCardToken(secret: string, token: string): number | null {
  const match = /^([1-9]\d{0,9})-([\w-]+)$/.exec(token);
  if (!match) return null;
  const memberId = Number(match[1]);
  if (!Number.isSafeInteger(memberId) || memberId > 2_147_483_647) return null;
  const expected = Buffer.from(signatureOf(secret, memberId));
  const given = Buffer.from(match[2] ?? "");
  return expected.length === given.length && timingSafeEqual(expected, given) ? memberId : null;
}
