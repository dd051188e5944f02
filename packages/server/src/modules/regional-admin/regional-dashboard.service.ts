import type { AppContext } from "../../lib/app-context.ts";
import { forbidden } from "../../lib/app-error.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { buildDashboard } from "../dashboard/dashboard.service.ts";
import { administeredRegions } from "./administered-regions.ts";

/**
 * The dashboard of the regions a member administers (issue 14): one of them when `region` is given, else all of
 * them. Anyone else, or a region not theirs, is refused.
 */
export async function regionalDashboard(context: AppContext, session: SessionContext, region?: string) {
  const administered = await administeredRegions(context, session);
  const regions = region ? administered.filter((code) => code === region.toUpperCase()) : administered;
  if (regions.length === 0) throw forbidden();
  return buildDashboard(context, regions);
}
