import { isoDay } from "@club/domain/days";
import type { AppContext } from "../../lib/app-context.ts";
import { minuteCache } from "../../lib/minute-cache.ts";

// The counts a search reply carries besides its page, kept for a minute per database and day (issue 11): its
// totalRecords (the directory's size: members in good standing, their cars, a region's members) is one number for
// every search of the day, and the `total` of a full page (how many match) is the same for the next pages of the
// same search. Counting them was most of a search's time. A member who joins, lapses or changes their name counts
// within a minute (at once in a page that is not full: its total is its offset plus its length), and on a new
// day everything is counted again.

const counts = minuteCache<number>(1_000);

/** The count kept under `key` today, if it is less than a minute old. */
export const recallCount = counts.recall;

/** Keeps `count` under `key` for a minute (not if it fails); past 1,000 counts the oldest is dropped. */
export const rememberCount = counts.remember;

/** The count under `key`: kept, or counted now, once however many searches ask for it at the same moment. */
export function keptCount(context: AppContext, key: string, count: (today: string) => Promise<number>) {
  return counts.kept(context, key, () => count(isoDay(context.now())));
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
