import { isoDay } from "@club/domain/membership-year.rules";
import type { Db } from "../../db/client.ts";
import type { AppContext } from "../../lib/app-context.ts";

// The counts a search reply carries besides its page, kept for a minute per database and day (issue 11): its
// totalRecords (the directory's size: members in good standing, their cars, a region's members) is one number for
// every search of the day, and the `total` of a full page (how many match) is the same for the next pages of the
// same search. Counting them was most of a search's time. A member who joins, lapses or changes their name counts
// within a minute (at once in a page that is not full: its total is its offset plus its length), and on a new
// day everything is counted again.

export const countTtlMs = 60_000;
const maxCounts = 1_000;

type Entry = { day: string; until: number; count: Promise<number> };
const countsByDb = new WeakMap<Db, Map<string, Entry>>();

function countsOf(db: Db) {
  let counts = countsByDb.get(db);
  if (!counts) {
    counts = new Map();
    countsByDb.set(db, counts);
  }
  return counts;
}

/** The count kept under `key` today, if it is less than a minute old. */
export function recallCount(context: AppContext, key: string): Promise<number> | undefined {
  const entry = countsOf(context.db).get(key);
  const now = context.now();
  return entry && entry.day === isoDay(now) && entry.until > now.getTime() ? entry.count : undefined;
}

/** Keeps `count` under `key` for a minute (not if it fails); past 1,000 counts the oldest is dropped. */
export function rememberCount(context: AppContext, key: string, count: Promise<number>): Promise<number> {
  const counts = countsOf(context.db);
  const now = context.now();
  const entry = { day: isoDay(now), until: now.getTime() + countTtlMs, count };
  counts.delete(key);
  counts.set(key, entry);
  const oldest = counts.keys().next().value;
  if (counts.size > maxCounts && oldest !== undefined) counts.delete(oldest);
  count.catch(() => {
    if (counts.get(key) === entry) counts.delete(key);
  });
  return count;
}

/** The count under `key`: kept, or counted now, once however many searches ask for it at the same moment. */
export function keptCount(context: AppContext, key: string, count: (today: string) => Promise<number>) {
  return recallCount(context, key) ?? rememberCount(context, key, count(isoDay(context.now())));
}

/**
 * The key of what a search matches (its filters, not its page or order), so that searches which match the same
 * members share their count; undefined when nothing filters.
 */
export function matchKey(kind: string, query: Record<string, unknown>): string | undefined {
  const filters = Object.entries(query).filter(
    ([name, value]) => value !== undefined && !["page", "sort", "order"].includes(name),
  );
  return filters.length === 0 ? undefined : `${kind}:${JSON.stringify(filters)}`;
}
