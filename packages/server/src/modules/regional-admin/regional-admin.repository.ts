import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { regionalAdministrators, regions } from "../../db/schema.ts";

/** The club's regions by name, each with whether the member administers it, in one round trip. */
export function findRegionsWithAdministration(db: Db, memberId: number) {
  return db
    .select({
      name: regions.name,
      code: regions.code,
      administrator: sql<boolean>`exists (select 1 from ${regionalAdministrators} where ${and(
        eq(regionalAdministrators.regionId, regions.id),
        eq(regionalAdministrators.memberId, memberId),
      )})`,
    })
    .from(regions)
    .orderBy(asc(regions.name));
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
