import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { regionalAdministrators, regions } from "../../db/schema.ts";

export function findRegions(db: Db) {
  return db.select().from(regions).orderBy(asc(regions.name));
}

/** The codes of the regions a member administers (spec §6). */
export async function findAdministeredRegionCodes(db: Db, memberId: number): Promise<string[]> {
  const rows = await db
    .select({ code: regions.code })
    .from(regionalAdministrators)
    .innerJoin(regions, eq(regions.id, regionalAdministrators.regionId))
    .where(eq(regionalAdministrators.memberId, memberId));
  return rows.map((row) => row.code);
}
