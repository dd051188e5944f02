import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rateLimitCounters } from "./limits.schema.ts";

/**
 * Counts one hit on a key in one statement: the row lock of the upsert orders concurrent hits, so a burst on
 * several instances is counted 1, 2, 3… and the first `max` of it are the ones let through.
 */
export async function countHit(db: Db, key: string, now: Date, windowMs: number) {
  const expired = sql`${rateLimitCounters.windowStart} <= ${new Date(now.getTime() - windowMs)}`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowStart: sql`case when ${expired} then ${now} else ${rateLimitCounters.windowStart} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, windowStart: rateLimitCounters.windowStart });
  if (!row) throw new Error(`rate limit counter ${key} not written`);
  return row;
}

/** Takes back a hit counted in the window that started at `windowStart` (a sign-in that succeeded). */
export async function uncountHit(db: Db, key: string, windowStart: Date) {
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`${rateLimitCounters.hits} - 1` })
    .where(
      and(
        eq(rateLimitCounters.key, key),
        eq(rateLimitCounters.windowStart, windowStart),
        gt(rateLimitCounters.hits, 0),
      ),
    );
}

export async function deleteCountersBefore(db: Db, before: Date) {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, before));
}
