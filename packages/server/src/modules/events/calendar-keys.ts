import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { CalendarLinks } from "@club/domain/event.schema";
import type { AppContext } from "../../lib/app-context.ts";
import {
  deleteCalendarKey,
  findCalendarKey,
  findCalendarKeyByHash,
  insertCalendarKey,
  replaceCalendarKey,
} from "./calendar.repository.ts";

/*
 * The secret address of a member's own calendar (issue 28): /api/v1/calendar/{key}.ics.
 *
 * key = base64url(HMAC-SHA256(secret, "calendar:{memberId}:{created_at, ISO}")), 43 characters, where the secret
 * is the server's signing secret (CARD_SIGNING_SECRET; the "calendar:" prefix keeps these apart from the cards'
 * signatures). calendar_keys keeps the member's created_at and key_hash = sha256(key) in hex, never the key: the
 * table alone opens no calendar, yet the address is derived again and shown on every GET /calendar (the first one
 * makes the row).
 *
 * A calendar request finds the row by the hash of the key given, then checks that the key is the one the row
 * derives with the current secret: a changed secret ends every address (GET /calendar then makes a new one).
 * A reset writes a new created_at, at least a millisecond after the old one even if the clock has not moved, so
 * the old key's hash is gone and its address answers 404.
 */

const hashOf = (key: string) => createHash("sha256").update(key).digest("hex");

function keyFor(context: AppContext, memberId: number, createdAt: Date) {
  return createHmac("sha256", context.config.cards.signingSecret)
    .update(`calendar:${memberId}:${createdAt.toISOString()}`)
    .digest("base64url");
}

function linksFor(context: AppContext, key: string): CalendarLinks {
  const base = `${context.config.publicUrl}/api/v1`;
  return { personalUrl: `${base}/calendar/${key}.ics`, clubUrl: `${base}/events.ics` };
}

/** Writes a new key for the member, made at `createdAt`; its links. */
async function writeKey(context: AppContext, memberId: number, createdAt: Date) {
  const key = keyFor(context, memberId, createdAt);
  await replaceCalendarKey(context.db, { memberId, keyHash: hashOf(key), createdAt });
  return linksFor(context, key);
}

/** GET /calendar: the member's calendar addresses; the first call (or the first after the secret changed) makes one. */
export async function calendarLinks(context: AppContext, memberId: number): Promise<CalendarLinks> {
  let row = await findCalendarKey(context.db, memberId);
  if (!row) {
    const createdAt = context.now();
    const key = keyFor(context, memberId, createdAt);
    await insertCalendarKey(context.db, { memberId, keyHash: hashOf(key), createdAt });
    // Two first calls at once: the row written first is the member's key.
    row = await findCalendarKey(context.db, memberId);
    if (!row) throw new Error("calendar key not stored");
  }
  const key = keyFor(context, memberId, row.createdAt);
  if (hashOf(key) === row.keyHash) return linksFor(context, key);
  return resetCalendarKey(context, memberId);
}

/** POST /calendar/reset: a new secret address; the old one stops working at once. */
export function resetCalendarKey(context: AppContext, memberId: number): Promise<CalendarLinks> {
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const old = await findCalendarKey(tx, memberId, { lock: true });
    const now = context.now();
    const createdAt =
      old && old.createdAt.getTime() >= now.getTime() ? new Date(old.createdAt.getTime() + 1) : now;
    return writeKey(inTransaction, memberId, createdAt);
  });
}

/** The member whose calendar the key opens, or undefined for any key that opens none. */
export async function memberOfCalendarKey(context: AppContext, key: string): Promise<number | undefined> {
  const row = await findCalendarKeyByHash(context.db, hashOf(key));
  if (!row) return undefined;
  const expected = Buffer.from(keyFor(context, row.memberId, row.createdAt));
  const given = Buffer.from(key);
  return expected.length === given.length && timingSafeEqual(expected, given) ? row.memberId : undefined;
}

/** Issue 39: erasure. The calendar's secret address served only the member: it goes, and opens nothing more. */
export async function forgetCalendarKey(context: Pick<AppContext, "db">, memberId: number) {
  await deleteCalendarKey(context.db, memberId);
}
