import type { Dashboard } from "@club/domain/dashboard.schema";
import { isoDay } from "@club/domain/membership-year.rules";
import type { Db } from "../../db/client.ts";
import type { AppContext } from "../../lib/app-context.ts";

// A dashboard's SQL reads every membership and payment of its scope (×10 from 5,000 to 50,000 members, issue 24),
// and a volunteer's glance needs no figure to the second: each scope's dashboard (the club's, or a set of regions')
// is worked out at most once a minute per database and day, by the app's clock, and served from memory meanwhile.
// Requests that arrive while it is worked out share the one computation. A change shows within the minute; nothing
// is invalidated sooner.

export const dashboardTtlMs = 60_000;

type Entry = { day: string; from: number; dashboard: Promise<Dashboard> };
const dashboardsByDb = new WeakMap<Db, Map<string, Entry>>();

function keptOf(db: Db) {
  let kept = dashboardsByDb.get(db);
  if (!kept) {
    kept = new Map();
    dashboardsByDb.set(db, kept);
  }
  return kept;
}

/** Worked out today, less than a minute ago (a clock moved back, as tests do, counts as not fresh). */
function isFresh(entry: Entry, now: Date) {
  const age = now.getTime() - entry.from;
  return entry.day === isoDay(now) && age >= 0 && age < dashboardTtlMs;
}

/** The dashboard of `regionCodes` (null: the whole club) kept from the last minute, or `build`'s, kept now. */
export function keptDashboard(
  context: AppContext,
  regionCodes: string[] | null,
  build: () => Promise<Dashboard>,
): Promise<Dashboard> {
  const kept = keptOf(context.db);
  const key = regionCodes === null ? "club" : regionCodes.join(",");
  const now = context.now();
  const entry = kept.get(key);
  if (entry && isFresh(entry, now)) return entry.dashboard;
  for (const [scope, old] of kept) if (!isFresh(old, now)) kept.delete(scope);
  const fresh: Entry = { day: isoDay(now), from: now.getTime(), dashboard: build() };
  kept.set(key, fresh);
  // A failure is not kept: the next request tries again.
  fresh.dashboard.catch(() => {
    if (kept.get(key) === fresh) kept.delete(key);
  });
  return fresh.dashboard;
}
