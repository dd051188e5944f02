import type { TermDays } from "@club/domain/officer-terms.rules";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { regions } from "../geo/geo.schema.ts";
import { clubTimeZoneSetting } from "./officer-terms.repository.ts";
import { officerTerms, regionalOffices, zoneRegions, zoneTerms } from "./regional-admin.schema.ts";

// Drizzle writes a one-table query's columns without their table, which inside the subquery would name the terms'.
const regionId = sql`${sql.identifier("regions")}.${sql.identifier("id")}`;

/** The club's regions by name, each with the member's confirmed terms in it, and the club's zone: one statement. */
export function findRegionsWithTermsOf(db: Db, memberId: number) {
  return db
    .select({
      name: regions.name,
      code: regions.code,
      // Issue 42: a term of an office of the region's zone counts as one in the region.
      // `director`: the region's own director's office (a zone's director proposes no officer of the region).
      terms: sql<(TermDays & { director: boolean })[]>`coalesce((
        select json_agg(json_build_object('status', "held"."status", 'startsOn', "held"."starts_on",
          'endsOn', "held"."ends_on", 'director', "held"."director"))
        from (
          select "officer_terms"."status", "officer_terms"."starts_on", "officer_terms"."ends_on",
            "regional_offices"."key" is not distinct from 'director' as "director"
          from ${officerTerms} join ${regionalOffices} on "regional_offices"."id" = "officer_terms"."office_id"
          where "officer_terms"."region_id" = ${regionId} and "officer_terms"."member_id" = ${memberId}
            and "officer_terms"."status" = 'confirmed'
          union all
          select 'confirmed', "zone_terms"."starts_on", "zone_terms"."ends_on", false
          from ${zoneTerms} join ${zoneRegions} on "zone_regions"."zone_id" = "zone_terms"."zone_id"
          where "zone_regions"."region_id" = ${regionId} and "zone_terms"."member_id" = ${memberId}
        ) as "held"), '[]')`,
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
