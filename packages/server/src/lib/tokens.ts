import { createHash, randomBytes } from "node:crypto";

/** A random secret for the client and the hash we keep: a stolen database holds no usable tokens. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
