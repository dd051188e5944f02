import { dashboardMessages } from "@club/domain/dashboard.schema";
import type { Zone } from "@club/domain/zones.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { forbidden, invalidField } from "../../lib/app-error.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { buildDashboard } from "../dashboard/dashboard.service.ts";
import { administeredRegions } from "./administered-regions.ts";
import { listZones } from "./zones.service.ts";

/**
 * The zones whose every region the member administers (issue 42): a zone's officers read the zone's roll-up; a
 * region's officers who hold an office in each of a zone's regions read it too, since they read every part of it.
 */
export async function administeredZones(context: AppContext, session: SessionContext): Promise<Zone[]> {
  const administered = new Set(await administeredRegions(context, session));
  if (administered.size === 0) return [];
  return (await listZones(context)).filter(
    (zone) => zone.regions.length > 0 && zone.regions.every((region) => administered.has(region.code)),
  );
}

/**
 * The dashboard of the regions a member administers (issue 14): one of them when `region` is given, one zone's
 * regions rolled up when `zone` is (issue 42), else all of them. Anyone else, or a region or zone not theirs, is
 * refused.
 */
export async function regionalDashboard(
  context: AppContext,
  session: SessionContext,
  scope: { region?: string | undefined; zone?: number | undefined },
) {
  if (scope.region !== undefined && scope.zone !== undefined) {
    throw invalidField("zone", dashboardMessages.regionOrZone);
  }
  if (scope.zone !== undefined) {
    const zone = (await administeredZones(context, session)).find((candidate) => candidate.id === scope.zone);
    if (!zone) throw forbidden();
    return buildDashboard(
      context,
      zone.regions.map((region) => region.code),
      { id: zone.id, name: zone.name },
    );
  }
  const administered = await administeredRegions(context, session);
  const region = scope.region?.toUpperCase();
  const regions = region ? administered.filter((code) => code === region) : administered;
  if (regions.length === 0) throw forbidden();
  return buildDashboard(context, regions);
}
