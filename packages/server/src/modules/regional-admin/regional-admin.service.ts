import type { availableRegionsSchema } from "@club/domain/search.schema";
import type { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { notFound } from "../../lib/app-error.ts";
import {
  deleteAppointmentsOf,
  findRegionAdministrators,
  findRegionsWithAdministration,
  lockRegion,
  replaceRegionAdministrators,
} from "./regional-admin.repository.ts";

/** The club's regions by name, with whether the member administers each (spec §3). */
export async function listAvailableRegions(
  context: AppContext,
  memberId: number,
): Promise<z.infer<typeof availableRegionsSchema>> {
  const rows = await findRegionsWithAdministration(context.db, memberId);
  return Object.fromEntries(
    rows.map((region) => [region.name, { administrator: region.administrator, regionCode: region.code }]),
  );
}

/**
 * The office names a region's administrators (issue 14): the list replaces the old one. The member's session reads
 * it on every request, so the administrator pages come or go at their next one. Run it in the caller's
 * transaction; the administrators before and after, for the trail. 404 for a region that does not exist.
 */
export async function setRegionAdministrators(
  context: Pick<AppContext, "db">,
  regionCode: string,
  memberIds: number[],
) {
  const region = await lockRegion(context.db, regionCode);
  if (!region) throw notFound();
  const before = await findRegionAdministrators(context.db, region.id);
  await replaceRegionAdministrators(context.db, region.id, [...new Set(memberIds)]);
  const after = await findRegionAdministrators(context.db, region.id);
  return { region, before, after };
}

/**
 * Issue 39: erasure. A member who left administers no region: their appointments end (the trail keeps who the office
 * appointed and when, naming them no more).
 */
export async function endAppointmentsOf(context: Pick<AppContext, "db">, memberId: number) {
  await deleteAppointmentsOf(context.db, memberId);
}
