import { isoDay } from "@club/domain/days";
import type { Db } from "../db/client.ts";
import type { AppContext } from "./app-context.ts";

/** How long a kept value serves: a figure a minute old is as good as a fresh one to whoever reads it. */
export const keptForMs = 60_000;

type Entry<T> = { day: string; from: number; value: Promise<T> };

/**
 * Values worked out from the database (the directory's counts, issue 11; the dashboards, issue 24), kept a minute per
 * database and day by the app's clock, so that tests moving it see them expire. Requests that ask while a value is
 * worked out share the one computation; a failure is not kept. At most `maxEntries` per database, the oldest
 * dropped first.
 */
export function minuteCache<T>(maxEntries: number) {
  const entriesByDb = new WeakMap<Db, Map<string, Entry<T>>>();

  function entriesOf(db: Db) {
    let entries = entriesByDb.get(db);
    if (!entries) {
      entries = new Map();
      entriesByDb.set(db, entries);
    }
    return entries;
  }

  /** Worked out today, less than a minute ago (a clock moved back counts as not fresh). */
  function isFresh(entry: Entry<T>, now: Date) {
    const age = now.getTime() - entry.from;
    return entry.day === isoDay(now) && age >= 0 && age < keptForMs;
  }

  /** The value kept under `key`, if it is fresh. */
  function recall(context: AppContext, key: string): Promise<T> | undefined {
    const entry = entriesOf(context.db).get(key);
    return entry && isFresh(entry, context.now()) ? entry.value : undefined;
  }

  /** Keeps `value` under `key` from now (not if it fails). */
  function remember(context: AppContext, key: string, value: Promise<T>): Promise<T> {
    const entries = entriesOf(context.db);
    const now = context.now();
    const entry = { day: isoDay(now), from: now.getTime(), value };
    entries.delete(key);
    entries.set(key, entry);
    const oldest = entries.keys().next().value;
    if (entries.size > maxEntries && oldest !== undefined) entries.delete(oldest);
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return value;
  }

  return {
    recall,
    remember,
    /** The value under `key`: kept, or worked out now, once however many requests ask at the same moment. */
    kept: (context: AppContext, key: string, compute: () => Promise<T>) =>
      recall(context, key) ?? remember(context, key, compute()),
  };
}
