import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { advisoryLocks } from "../../db/advisory-locks.ts";
import type { Db } from "../../db/client.ts";
import { regions } from "../geo/geo.schema.ts";
import { members } from "../members/members.schema.ts";
import { regionalOffices, zoneRegions, zones, zoneTerms } from "./regional-admin.schema.ts";

/** Every zone with its regions by name, the zones by name: one statement. */
export function findZones(db: Db, id?: number) {
  return db
    .select({
      id: zones.id,
      name: zones.name,
      // Written qualified: drizzle leaves a single table's columns unqualified, and "id" would then be the region's.
      regions: sql<{ code: string; name: string }[]>`coalesce((
        select json_agg(json_build_object('code', r.code, 'name', r.name) order by r.name)
        from zone_regions zr join regions r on r.id = zr.region_id
        where zr.zone_id = "zones"."id"), '[]'::json)`,
    })
    .from(zones)
    .where(id === undefined ? undefined : eq(zones.id, id))
    .orderBy(asc(zones.name));
}

/**
 * Holds every zone until the transaction ends. Two changes at once would each find a name free (or a region in no
 * other zone) and both write it: the second would meet the unique index as a 500 instead of the rule's words.
 */
export async function lockZones(db: Db) {
  await db.execute(sql`select pg_advisory_xact_lock(${advisoryLocks.zones})`);
}

/** The zone, its row locked until the caller's transaction ends. */
export async function lockZone(db: Db, id: number) {
  const [row] = await db.select().from(zones).where(eq(zones.id, id)).for("update");
  return row;
}

export async function findZoneByName(db: Db, name: string, except?: number) {
  const [row] = await db
    .select({ id: zones.id })
    .from(zones)
    .where(
      except === undefined
        ? sql`lower(${zones.name}) = lower(${name})`
        : sql`lower(${zones.name}) = lower(${name}) and ${ne(zones.id, except)}`,
    );
  return row;
}

export function findRegionsByCodes(db: Db, codes: string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db.select({ id: regions.id, code: regions.code }).from(regions).where(inArray(regions.code, codes));
}

export async function insertZone(db: Db, name: string, createdAt: Date) {
  const [row] = await db.insert(zones).values({ name, createdAt }).returning();
  if (!row) throw new Error("zone not inserted");
  return row;
}

export async function renameZone(db: Db, id: number, name: string) {
  await db.update(zones).set({ name }).where(eq(zones.id, id));
}

/** The zone's regions become these: each taken out of the zone it was in. */
export async function setZoneRegions(db: Db, zoneId: number, regionIds: number[]) {
  await db.delete(zoneRegions).where(eq(zoneRegions.zoneId, zoneId));
  if (regionIds.length === 0) return;
  await db.delete(zoneRegions).where(inArray(zoneRegions.regionId, regionIds));
  await db.insert(zoneRegions).values(regionIds.map((regionId) => ({ zoneId, regionId })));
}

export async function deleteZone(db: Db, id: number) {
  await db.delete(zones).where(eq(zones.id, id));
}

/** The zone's officers' terms, by office, the latest first, with the office and the member. */
export function findZoneTerms(db: Db, zoneId: number, id?: number) {
  return db
    .select({
      id: zoneTerms.id,
      zoneId: zoneTerms.zoneId,
      officeId: regionalOffices.id,
      officeKey: regionalOffices.key,
      officeTitle: regionalOffices.title,
      memberId: members.id,
      memberNo: members.memberNo,
      firstName: members.firstName,
      lastName: members.lastName,
      startsOn: zoneTerms.startsOn,
      endsOn: zoneTerms.endsOn,
    })
    .from(zoneTerms)
    .innerJoin(regionalOffices, eq(regionalOffices.id, zoneTerms.officeId))
    .innerJoin(members, eq(members.id, zoneTerms.memberId))
    .where(and(eq(zoneTerms.zoneId, zoneId), id === undefined ? undefined : eq(zoneTerms.id, id)))
    .orderBy(asc(regionalOffices.position), desc(zoneTerms.startsOn), asc(zoneTerms.id));
}

export async function insertZoneTerm(db: Db, values: typeof zoneTerms.$inferInsert) {
  const [row] = await db.insert(zoneTerms).values(values).returning({ id: zoneTerms.id });
  if (!row) throw new Error("zone term not inserted");
  return row.id;
}

export async function lockZoneTerm(db: Db, zoneId: number, id: number) {
  const [row] = await db
    .select()
    .from(zoneTerms)
    .where(and(eq(zoneTerms.zoneId, zoneId), eq(zoneTerms.id, id)))
    .for("update");
  return row;
}

export async function setZoneTermEnd(db: Db, id: number, endsOn: string) {
  await db.update(zoneTerms).set({ endsOn }).where(eq(zoneTerms.id, id));
}

export async function deleteZoneTerm(db: Db, id: number) {
  await db.delete(zoneTerms).where(eq(zoneTerms.id, id));
}

export async function zoneHasTerms(db: Db, zoneId: number) {
  const [row] = await db
    .select({ id: zoneTerms.id })
    .from(zoneTerms)
    .where(eq(zoneTerms.zoneId, zoneId))
    .limit(1);
  return row !== undefined;
}
