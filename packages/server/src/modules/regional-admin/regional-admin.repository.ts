import type { TermDays } from "@club/domain/officer-terms.rules";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { regions } from "../geo/geo.schema.ts";
import { clubTimeZoneSetting } from "./officer-terms.repository.ts";
import { officerTerms } from "./regional-admin.schema.ts";

// Drizzle writes a one-table query's columns without their table, which inside the subquery would name the terms'.
const regionId = sql`${sql.identifier("regions")}.${sql.identifier("id")}`;

/** The club's regions by name, each with the member's confirmed terms in it, and the club's zone: one statement. */
export function findRegionsWithTermsOf(db: Db, memberId: number) {
  return db
    .select({
      name: regions.name,
      code: regions.code,
      terms: sql<TermDays[]>`coalesce((
        select json_agg(json_build_object('status', ${officerTerms.status}, 'startsOn', ${officerTerms.startsOn},
          'endsOn', ${officerTerms.endsOn}))
        from ${officerTerms}
        where ${officerTerms.regionId} = ${regionId} and ${officerTerms.memberId} = ${memberId}
          and ${officerTerms.status} = 'confirmed'), '[]')`,
      clubTimeZoneSetting,
    })
    .from(regions)
    .orderBy(asc(regions.name));
}

/** The region with this code. */
export async function findRegionByCode(db: Db, code: string) {
  const [region] = await db
    .select({ id: regions.id, code: regions.code, name: regions.name })
    .from(regions)
    .where(eq(regions.code, code));
  return region;
}

/** The region, its row locked for the caller's transaction: two changes of its officers are made in turn. */
export async function lockRegion(db: Db, code: string) {
  const [region] = await db
    .select({ id: regions.id, code: regions.code, name: regions.name })
    .from(regions)
    .where(eq(regions.code, code))
    .for("update");
  return region;
}
