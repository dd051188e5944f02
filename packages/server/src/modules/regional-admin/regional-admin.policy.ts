import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { regionalAdministrators, regions } from "../../db/schema.ts";
import { forbidden } from "../../lib/app-error.ts";

/** The codes of the regions a member administers (spec §6). */
export async function administeredRegions(db: Db, memberId: number): Promise<string[]> {
  const rows = await db
    .select({ code: regions.code })
    .from(regionalAdministrators)
    .innerJoin(regions, eq(regions.id, regionalAdministrators.regionId))
    .where(eq(regionalAdministrators.memberId, memberId));
  return rows.map((row) => row.code);
}

/** Only an administrator of the region may search its members by status or export it. */
export async function requireRegionAdministrator(db: Db, memberId: number, regionCode: string) {
  if (!(await administeredRegions(db, memberId)).includes(regionCode)) throw forbidden();
}
