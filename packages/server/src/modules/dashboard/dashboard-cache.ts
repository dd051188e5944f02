import type { Dashboard } from "@club/domain/dashboard.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { minuteCache } from "../../lib/minute-cache.ts";

// A dashboard's SQL reads every membership and payment of its scope (×10 from 5,000 to 50,000 members, issue 24),
// and a volunteer's glance needs no figure to the second: each scope's dashboard (the club's, or a set of regions')
// is worked out at most once a minute per database and day, by the app's clock, and served from memory meanwhile.
// Requests that arrive while it is worked out share the one computation. A change shows within the minute, but for
// the zones: the office makes one and goes to see it rolled up, so the zones as they stand (one short read) are part
// of the key, and a zone made, renamed or given a region is worked out at once, on every instance.

// Far more than the scopes a club has: the club's, and one per regional administrator's set of regions.
const dashboards = minuteCache<Dashboard>(1_000);

/**
 * The dashboard of `regionCodes` (null: the whole club) over the zones `zoneMap` describes, kept from the last
 * minute, or `build`'s, kept now.
 */
export function keptDashboard(
  context: AppContext,
  regionCodes: string[] | null,
  zoneMap: string,
  build: () => Promise<Dashboard>,
): Promise<Dashboard> {
  return dashboards.kept(
    context,
    `${regionCodes === null ? "club" : regionCodes.join(",")} ${zoneMap}`,
    build,
  );
}
