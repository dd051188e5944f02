import type { AppContext } from "../../lib/app-context.ts";
import { tooManyRequests } from "../../lib/app-error.ts";
import { countHit, deleteCountersBefore, uncountHit } from "./limits.repository.ts";

/** How many hits a key may take in a window. */
export interface Limit {
  max: number;
  windowMs: number;
}

/** A hit that was let through; `undo` takes it back when the attempt turned out not to count. */
export interface Hit {
  undo(): Promise<void>;
}

/**
 * Counts a hit on each key (in PostgreSQL, so every instance shares the count) and refuses with 429 when one of
 * them is over its limit. Time is the app's clock.
 */
export async function takeHits(
  context: Pick<AppContext, "db" | "now">,
  hits: { key: string; limit: Limit }[],
): Promise<Hit> {
  const now = context.now();
  const counted = await Promise.all(
    hits.map(async ({ key, limit }) => ({
      key,
      limit,
      ...(await countHit(context.db, key, now, limit.windowMs)),
    })),
  );
  const over = counted.filter(({ hits: count, limit }) => count > limit.max);
  if (over.length > 0) {
    const waitMs = Math.max(
      ...over.map(({ windowStart, limit }) => windowStart.getTime() + limit.windowMs - now.getTime()),
    );
    throw tooManyRequests(Math.max(1, Math.ceil(waitMs / 1000)));
  }
  return {
    async undo() {
      for (const { key, windowStart } of counted) await uncountHit(context.db, key, windowStart);
    },
  };
}

/** The longest window a limit counts in (a day: transfer offers, the public marketplace's inquiries). */
export const longestLimitWindowMs = 86_400_000;

/** Housekeeping: a counter whose window has ended counts nothing any more (a day's counter is kept its day). */
export async function purgeRateLimitCounters(context: Pick<AppContext, "db" | "now" | "config">) {
  const longest = Math.max(context.config.rateLimit.windowMs, longestLimitWindowMs);
  await deleteCountersBefore(context.db, new Date(context.now().getTime() - longest));
}
