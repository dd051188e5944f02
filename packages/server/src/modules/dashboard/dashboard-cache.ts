import type { Dashboard } from "@club/domain/dashboard.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { minuteCache } from "../../lib/minute-cache.ts";

// A dashboard's SQL reads every membership and payment of its scope (×10 from 5,000 to 50,000 members, issue 24),
// and a volunteer's glance needs no figure to the second: each scope's dashboard (the club's, or a set of regions')
// is worked out at most once a minute per database and day, by the app's clock, and served from memory meanwhile.
// Requests that arrive while it is worked out share the one computation. A change shows within the minute; nothing
// is invalidated sooner.

// Far more than the scopes a club has: the club's, and one per regional administrator's set of regions.
const dashboards = minuteCache<Dashboard>(1_000);

/** The dashboard of `regionCodes` (null: the whole club) kept from the last minute, or `build`'s, kept now. */
export function keptDashboard(
  context: AppContext,
  regionCodes: string[] | null,
  build: () => Promise<Dashboard>,
): Promise<Dashboard> {
  return dashboards.kept(context, regionCodes === null ? "club" : regionCodes.join(","), build);
}
