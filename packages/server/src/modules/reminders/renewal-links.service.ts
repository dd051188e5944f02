import { randomInt } from "node:crypto";
import { isoDay } from "@club/domain/membership-year.rules";
import { renewalLinkMessages } from "@club/domain/renewal-link.schema";
import { closedStandingOf } from "@club/domain/standing.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { hashToken, newToken } from "../../lib/tokens.ts";
import { signInFromLink } from "../auth/auth.service.ts";
import { takeHits } from "../limits/limits.service.ts";
import {
  deleteExpiredRenewalLinks,
  deleteMemberRenewalLinks,
  findRenewalLink,
  insertRenewalLink,
  touchRenewalLink,
} from "./reminders.repository.ts";

// Issue 15: a reminder's one-click renewal link. The token is random and kept hashed, like a session's: as good as
// a signature, and a stolen database holds no usable link. It works for 30 days, for its member and membership year
// only: once that year is renewed (the dues date moves on) it no longer signs in. A letter carries the same link as
// a short code, typed from paper.

const validDays = 30;
// No 0/O, 1/I/L: a code read from paper is typed without doubt.
const codeAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const codeLength = 10;

function newShortCode(): string {
  return Array.from({ length: codeLength }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join("");
}

/** A code as typed ("k7qm-4txp 9a") to its stored form; anything else is taken as a token, as it is. */
function normalised(token: string): string {
  const code = token.toUpperCase().replace(/[\s-]/g, "");
  return code.length === codeLength && [...code].every((c) => codeAlphabet.includes(c)) ? code : token;
}

/** A new link for the member's membership year ending on `cycle`: the mailed URL and the printed short one. */
export async function createRenewalLink(context: AppContext, memberId: number, cycle: string) {
  const { token, tokenHash } = newToken();
  const code = newShortCode();
  const now = context.now();
  await insertRenewalLink(context.db, {
    memberId,
    tokenHash,
    shortCodeHash: hashToken(code),
    cycle,
    expiresAt: new Date(now.getTime() + validDays * 86_400_000),
    createdAt: now,
  });
  const base = context.config.publicUrl;
  return { url: `${base}/renew/${token}`, shortUrl: `${base}/r/${code}`, code };
}

/**
 * POST /api/v1/members/renewal_link: the link's token (or a letter's code) for a session, as a sign-in gives one.
 * Tries are limited per address like sign-in failures, so codes cannot be guessed.
 */
export async function exchangeRenewalLink(context: AppContext, token: string, address: string) {
  const { max, windowMs } = context.config.rateLimit;
  const attempt = await takeHits(context, [
    { key: `renewal link failure|address|${address}`, limit: { max: max * 3, windowMs } },
  ]);
  const link = await findRenewalLink(context.db, hashToken(normalised(token)));
  // An account the office closed signs in no more: its links are as good as unknown.
  if (!link || closedStandingOf(link) !== null)
    throw new AppError("renewal_link_invalid", { token: [renewalLinkMessages.invalid] });
  await attempt.undo();
  const now = context.now();
  if (link.expiresAt <= now)
    throw new AppError("renewal_link_expired", { token: [renewalLinkMessages.expired] });
  if (link.duesExpire !== link.cycle)
    throw new AppError("renewal_link_used", { token: [renewalLinkMessages.used] });
  const signedIn = await signInFromLink(context, link.memberId);
  await touchRenewalLink(context.db, link.id, now);
  return signedIn;
}

/**
 * The office corrected the member's e-mail (issue 23): the links mailed before may have gone to someone else, so
 * none signs in any more (a letter's code with them); the next reminder carries a new one.
 */
export async function revokeRenewalLinks(context: Pick<AppContext, "db">, memberId: number) {
  await deleteMemberRenewalLinks(context.db, memberId);
}

/** Housekeeping: expired links go. */
export async function purgeExpiredRenewalLinks(context: Pick<AppContext, "db" | "now" | "log">) {
  const removed = await deleteExpiredRenewalLinks(context.db, context.now());
  if (removed.length > 0)
    context.log.info({ removed: removed.length, on: isoDay(context.now()) }, "deleted expired renewal links");
}
