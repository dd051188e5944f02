import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { regions } from "../geo/geo.schema.ts";
import { members } from "../members/members.schema.ts";
import { regionalAdministrators } from "./regional-admin.schema.ts";

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

/** The region, its row locked for the caller's transaction: two changes of its administrators are made in turn. */
export async function lockRegion(db: Db, code: string) {
  const [region] = await db
    .select({ id: regions.id, code: regions.code, name: regions.name })
    .from(regions)
    .where(eq(regions.code, code))
    .for("update");
  return region;
}

/** The administrators of a region, by name. */
export function findRegionAdministrators(db: Db, regionId: number) {
  return db
    .select({
      memberId: members.id,
      memberNo: members.memberNo,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(regionalAdministrators)
    .innerJoin(members, eq(members.id, regionalAdministrators.memberId))
    .where(eq(regionalAdministrators.regionId, regionId))
    .orderBy(asc(members.lastName), asc(members.firstName), asc(members.memberNo));
}

/** The region's administrators become exactly `memberIds`. */
export async function replaceRegionAdministrators(db: Db, regionId: number, memberIds: number[]) {
  await db.delete(regionalAdministrators).where(eq(regionalAdministrators.regionId, regionId));
  if (memberIds.length > 0)
    await db.insert(regionalAdministrators).values(memberIds.map((memberId) => ({ memberId, regionId })));
}

/** Issue 39: every appointment of the member as a region's administrator ends (erasure). */
export async function deleteAppointmentsOf(db: Db, memberId: number) {
  await db.delete(regionalAdministrators).where(eq(regionalAdministrators.memberId, memberId));
}
