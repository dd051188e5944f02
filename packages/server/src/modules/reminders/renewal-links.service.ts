import { randomInt } from "node:crypto";
import { daysAfter, isoDay } from "@club/domain/days";
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
  findLetterLinks,
  findRenewalLink,
  insertRenewalLinks,
  touchRenewalLink,
} from "./reminders.repository.ts";

// Issue 15: a reminder's one-click renewal link. The token is random and kept hashed, like a session's: as good as
// a signature, and a stolen database holds no usable mailed link. It works for 30 days, for its member and
// membership year only: once that year is renewed (the dues date moves on) it no longer signs in. A letter carries
// the same link as a short code, typed from paper; that code is kept readable while it lives (issue 24), so the
// day's letters printed again carry the codes already posted instead of new links every time.

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

interface LinkFor {
  memberId: number;
  /** The membership year's dues date the link renews. */
  cycle: string;
}

/**
 * New links for these members' membership years, in one statement: the mailed URL of each, in the order given. A
 * letter's link keeps its printed code readable (`letterCode`) for reprinting; a mailed one does not.
 */
async function createRenewalLinks(context: AppContext, wanted: LinkFor[], channel: "email" | "letter") {
  const now = context.now();
  const expiresAt = daysAfter(now, validDays);
  const links = wanted.map(({ memberId, cycle }) => {
    const { token, tokenHash } = newToken();
    const code = newShortCode();
    const row = {
      memberId,
      tokenHash,
      shortCodeHash: hashToken(code),
      letterCode: channel === "letter" ? code : null,
      cycle,
      expiresAt,
      createdAt: now,
    };
    return { row, token, code };
  });
  await insertRenewalLinks(
    context.db,
    links.map(({ row }) => row),
  );
  const base = context.config.publicUrl;
  return links.map(({ row, token, code }) => ({
    memberId: row.memberId,
    url: `${base}/renew/${token}`,
    shortUrl: `${base}/r/${code}`,
  }));
}

/** The links a set of reminder mails carries: a new link for each member, keyed by member. */
export async function createMailedLinks(
  context: AppContext,
  wanted: LinkFor[],
): Promise<Map<number, string>> {
  const created = await createRenewalLinks(context, wanted, "email");
  return new Map(created.map((link) => [link.memberId, link.url]));
}

// A letter takes days in the post and may wait on a desk: a code with less than this left is not printed again.
const reprintMinDays = 14;

/**
 * The short URL each member's letter prints: the live letter link of their year when there is one (a letter
 * printed again carries the code already posted), else a new one. Keyed by member.
 */
export async function letterLinks(context: AppContext, wanted: LinkFor[]): Promise<Map<number, string>> {
  const until = daysAfter(context.now(), reprintMinDays);
  const base = context.config.publicUrl;
  const urls = new Map<number, string>();
  for (const { memberId, letterCode } of await findLetterLinks(context.db, wanted, until))
    if (!urls.has(memberId) && letterCode) urls.set(memberId, `${base}/r/${letterCode}`);
  const missing = wanted.filter(({ memberId }) => !urls.has(memberId));
  for (const link of await createRenewalLinks(context, missing, "letter"))
    urls.set(link.memberId, link.shortUrl);
  return urls;
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
  const signedIn = await signInFromLink(context, link.memberId, "renewal");
  await touchRenewalLink(context.db, link.id, now);
  return signedIn;
}

/**
 * The office corrected the members' e-mail (issue 23), or an import's undo put it back (issue 39): the links mailed
 * before may have gone to someone else, so none signs in any more (a letter's code with them); the next reminder
 * carries a new one.
 */
export async function revokeRenewalLinks(context: Pick<AppContext, "db">, memberIds: number[]) {
  await deleteMemberRenewalLinks(context.db, memberIds);
}

/** Housekeeping: expired links go. */
export async function purgeExpiredRenewalLinks(context: Pick<AppContext, "db" | "now" | "log">) {
  const removed = await deleteExpiredRenewalLinks(context.db, context.now());
  if (removed.length > 0)
    context.log.info({ removed: removed.length, on: isoDay(context.now()) }, "deleted expired renewal links");
}
