import { and, asc, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { regions } from "../geo/geo.schema.ts";
import { members } from "../members/members.schema.ts";
import { settings } from "../settings/settings.schema.ts";
import { officerTerms, regionalOffices, zoneRegions, zones, zoneTerms } from "./regional-admin.schema.ts";

// Issue 42: the offices and the terms their holders serve. Which terms are current on a day is the domain's rule
// (officer-terms.rules.ts), decided on the rows read here: no query below filters by the day.

export type OfficerTermRow = typeof officerTerms.$inferSelect;

const termColumns = {
  id: officerTerms.id,
  regionId: officerTerms.regionId,
  regionCode: regions.code,
  regionName: regions.name,
  officeId: regionalOffices.id,
  officeKey: regionalOffices.key,
  officeTitle: regionalOffices.title,
  memberId: members.id,
  memberNo: members.memberNo,
  firstName: members.firstName,
  lastName: members.lastName,
  startsOn: officerTerms.startsOn,
  endsOn: officerTerms.endsOn,
  status: officerTerms.status,
  proposedById: officerTerms.proposedById,
  proposedByName: sql<string | null>`(select proposer.first_name || ' ' || proposer.last_name
    from ${members} proposer where proposer.id = ${officerTerms.proposedById})`,
};

function termsQuery(db: Db) {
  return db
    .select(termColumns)
    .from(officerTerms)
    .innerJoin(regions, eq(regions.id, officerTerms.regionId))
    .innerJoin(regionalOffices, eq(regionalOffices.id, officerTerms.officeId))
    .innerJoin(members, eq(members.id, officerTerms.memberId));
}
export type TermWithNames = Awaited<ReturnType<typeof findTermsOfRegion>>[number];

/** A region's terms, by office, then the latest first. */
export function findTermsOfRegion(db: Db, regionId: number) {
  return termsQuery(db)
    .where(eq(officerTerms.regionId, regionId))
    .orderBy(asc(regionalOffices.position), desc(officerTerms.startsOn), asc(officerTerms.id));
}

/** The member's terms in every region, the latest first. */
export function findTermsOfMember(db: Db, memberId: number) {
  return termsQuery(db).where(eq(officerTerms.memberId, memberId)).orderBy(desc(officerTerms.startsOn));
}

/** Every region's terms of one office, or of all (the office's overview of the regions). */
export function findTermsOfRegions(db: Db, regionIds?: number[]) {
  return termsQuery(db)
    .where(regionIds ? inArray(officerTerms.regionId, regionIds) : undefined)
    .orderBy(asc(members.lastName), asc(members.firstName), asc(members.memberNo));
}

/**
 * The club's stored time zone, read in the same statement as the terms it dates (the session's regions are asked on
 * every regional request: one round trip, not two).
 */
export const clubTimeZoneSetting = sql<unknown>`(select ${settings.value} from ${settings}
  where ${settings.key} = 'club_time_zone')`;

/**
 * The member's confirmed terms in every region, with the region's code, the office's key and the club's zone; and
 * (issue 42) each term of a zone's office as a term in each of the zone's regions, marked `viaZone`. One statement:
 * the session's regions are asked on every regional request.
 */
export function findConfirmedTermsOfMember(db: Db, memberId: number) {
  const ofRegions = db
    .select({
      regionCode: regions.code,
      officeKey: regionalOffices.key,
      status: officerTerms.status,
      startsOn: officerTerms.startsOn,
      endsOn: officerTerms.endsOn,
      viaZone: sql<boolean>`false`.as("via_zone"),
      clubTimeZoneSetting: clubTimeZoneSetting.as("club_time_zone_setting"),
    })
    .from(officerTerms)
    .innerJoin(regions, eq(regions.id, officerTerms.regionId))
    .innerJoin(regionalOffices, eq(regionalOffices.id, officerTerms.officeId))
    .where(and(eq(officerTerms.memberId, memberId), eq(officerTerms.status, "confirmed")));
  const ofZones = db
    .select({
      regionCode: regions.code,
      officeKey: regionalOffices.key,
      status: sql<"confirmed">`'confirmed'`,
      startsOn: zoneTerms.startsOn,
      endsOn: zoneTerms.endsOn,
      viaZone: sql<boolean>`true`,
      clubTimeZoneSetting,
    })
    .from(zoneTerms)
    .innerJoin(zoneRegions, eq(zoneRegions.zoneId, zoneTerms.zoneId))
    .innerJoin(regions, eq(regions.id, zoneRegions.regionId))
    .innerJoin(regionalOffices, eq(regionalOffices.id, zoneTerms.officeId))
    .where(eq(zoneTerms.memberId, memberId));
  return ofRegions.unionAll(ofZones);
}

/** One term of the region, its row locked for the caller's transaction. */
export async function lockTerm(db: Db, regionId: number, id: number) {
  const [row] = await db
    .select()
    .from(officerTerms)
    .where(and(eq(officerTerms.id, id), eq(officerTerms.regionId, regionId)))
    .for("update");
  return row;
}

/** The terms of one member in one office of one region (but `except`), to refuse overlapping days. */
export function findTermsOfHolder(
  db: Db,
  holder: { regionId: number; officeId: number; memberId: number },
  except?: number,
) {
  return db
    .select({ id: officerTerms.id, startsOn: officerTerms.startsOn, endsOn: officerTerms.endsOn })
    .from(officerTerms)
    .where(
      and(
        eq(officerTerms.regionId, holder.regionId),
        eq(officerTerms.officeId, holder.officeId),
        eq(officerTerms.memberId, holder.memberId),
        except === undefined ? undefined : ne(officerTerms.id, except),
      ),
    );
}

export async function insertTerm(db: Db, values: typeof officerTerms.$inferInsert) {
  const [row] = await db.insert(officerTerms).values(values).returning({ id: officerTerms.id });
  return row?.id as number;
}

export async function updateTerm(
  db: Db,
  id: number,
  values: Partial<Pick<OfficerTermRow, "startsOn" | "endsOn" | "status">>,
) {
  await db.update(officerTerms).set(values).where(eq(officerTerms.id, id));
}

export async function deleteTerm(db: Db, id: number) {
  await db.delete(officerTerms).where(eq(officerTerms.id, id));
}

/** Issue 39: erasure. Every term of the member goes (the trail keeps who was appointed and when, naming them no more). */
export async function deleteTermsOf(db: Db, memberId: number) {
  await db.delete(officerTerms).where(eq(officerTerms.memberId, memberId));
  await db.delete(zoneTerms).where(eq(zoneTerms.memberId, memberId));
}

/** Issue 42 (my data): the member's terms of zones' offices, the latest first. */
export function findZoneTermsOfMember(db: Db, memberId: number) {
  return db
    .select({
      zoneName: zones.name,
      officeTitle: regionalOffices.title,
      startsOn: zoneTerms.startsOn,
      endsOn: zoneTerms.endsOn,
    })
    .from(zoneTerms)
    .innerJoin(zones, eq(zones.id, zoneTerms.zoneId))
    .innerJoin(regionalOffices, eq(regionalOffices.id, zoneTerms.officeId))
    .where(eq(zoneTerms.memberId, memberId))
    .orderBy(desc(zoneTerms.startsOn));
}

// ---- The offices ----

export function findOffices(db: Db) {
  return db.select().from(regionalOffices).orderBy(asc(regionalOffices.position), asc(regionalOffices.id));
}

export async function findOffice(db: Db, id: number) {
  const [row] = await db.select().from(regionalOffices).where(eq(regionalOffices.id, id));
  return row;
}

export async function findOfficeByKey(db: Db, key: string) {
  const [row] = await db.select().from(regionalOffices).where(eq(regionalOffices.key, key));
  return row;
}

export async function findOfficeByTitle(db: Db, title: string, except?: number) {
  const [row] = await db
    .select({ id: regionalOffices.id })
    .from(regionalOffices)
    .where(
      and(
        sql`lower(${regionalOffices.title}) = lower(${title})`,
        except === undefined ? undefined : ne(regionalOffices.id, except),
      ),
    );
  return row;
}

export async function insertOffice(db: Db, title: string) {
  const [row] = await db
    .insert(regionalOffices)
    .values({
      title,
      position: sql`(select coalesce(max(${regionalOffices.position}), 0) + 1 from ${regionalOffices})`,
    })
    .returning();
  return row as typeof regionalOffices.$inferSelect;
}

export async function updateOffice(
  db: Db,
  id: number,
  values: Partial<Pick<typeof regionalOffices.$inferSelect, "title" | "retiredAt">>,
) {
  await db.update(regionalOffices).set(values).where(eq(regionalOffices.id, id));
}

export async function deleteOffice(db: Db, id: number) {
  await db.delete(regionalOffices).where(eq(regionalOffices.id, id));
}

export async function officeHasTerms(db: Db, officeId: number) {
  const [row] = await db
    .select({ id: officerTerms.id })
    .from(officerTerms)
    .where(eq(officerTerms.officeId, officeId))
    .limit(1);
  return row !== undefined;
}

// ---- The members it names ----

/** The member with this number, unless merged into another. */
export async function findHolderByNumber(db: Db, memberNo: number) {
  const [row] = await db
    .select({
      id: members.id,
      memberNo: members.memberNo,
      firstName: members.firstName,
      lastName: members.lastName,
      deceasedOn: members.deceasedOn,
      resignedOn: members.resignedOn,
    })
    .from(members)
    .where(and(eq(members.memberNo, memberNo), isNull(members.mergedIntoId)));
  return row;
}
