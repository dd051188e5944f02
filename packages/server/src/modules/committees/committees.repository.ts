import { and, asc, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { regions } from "../geo/geo.schema.ts";
import { members } from "../members/members.schema.ts";
import { committees, committeeTerms } from "./committees.schema.ts";

// Issue 46: the committees and their members' terms. Which terms are current on a day is the domain's rule
// (officer-terms.rules.ts), decided on the rows read here: no query below filters by the day.

export type CommitteeRow = typeof committees.$inferSelect;
export type CommitteeTermRow = typeof committeeTerms.$inferSelect;

const committeeColumns = {
  id: committees.id,
  key: committees.key,
  name: committees.name,
  description: committees.description,
  regionId: committees.regionId,
  regionCode: regions.code,
  regionName: regions.name,
  retiredAt: committees.retiredAt,
};
export type CommitteeWithRegion = Awaited<ReturnType<typeof findCommittees>>[number];

/** The club's committees first, then each region's by the region's name; each in the office's order. */
export function findCommittees(db: Db, scope?: { regionId: number | null }) {
  const where =
    scope === undefined
      ? undefined
      : scope.regionId === null
        ? isNull(committees.regionId)
        : eq(committees.regionId, scope.regionId);
  return db
    .select(committeeColumns)
    .from(committees)
    .leftJoin(regions, eq(regions.id, committees.regionId))
    .where(where)
    .orderBy(sql`${regions.name} nulls first`, asc(committees.position), asc(committees.id));
}

export async function findCommittee(db: Db, id: number) {
  const [row] = await db
    .select(committeeColumns)
    .from(committees)
    .leftJoin(regions, eq(regions.id, committees.regionId))
    .where(eq(committees.id, id));
  return row;
}

/** The committee's row locked for the caller's transaction: its terms are added one at a time, overlaps refused. */
export async function lockCommittee(db: Db, id: number) {
  const [row] = await db.select().from(committees).where(eq(committees.id, id)).for("update");
  return row;
}

/** Another committee of the same scope (the club's, or the region's) with this name, in any case. */
export async function findCommitteeByName(db: Db, name: string, regionId: number | null, except?: number) {
  const [row] = await db
    .select({ id: committees.id })
    .from(committees)
    .where(
      and(
        sql`lower(${committees.name}) = lower(${name})`,
        regionId === null ? isNull(committees.regionId) : eq(committees.regionId, regionId),
        except === undefined ? undefined : ne(committees.id, except),
      ),
    );
  return row;
}

export async function insertCommittee(
  db: Db,
  values: Pick<CommitteeRow, "name" | "description" | "regionId" | "createdAt">,
) {
  const [row] = await db
    .insert(committees)
    .values({
      ...values,
      position: sql`(select coalesce(max(${committees.position}), 0) + 1 from ${committees})`,
    })
    .returning({ id: committees.id });
  return row?.id as number;
}

export async function updateCommittee(
  db: Db,
  id: number,
  values: Partial<Pick<CommitteeRow, "name" | "description" | "retiredAt">>,
) {
  await db.update(committees).set(values).where(eq(committees.id, id));
}

export async function deleteCommittee(db: Db, id: number) {
  await db.delete(committees).where(eq(committees.id, id));
}

export async function committeeHasTerms(db: Db, committeeId: number) {
  const [row] = await db
    .select({ id: committeeTerms.id })
    .from(committeeTerms)
    .where(eq(committeeTerms.committeeId, committeeId))
    .limit(1);
  return row !== undefined;
}

// ---- The terms ----

const termColumns = {
  id: committeeTerms.id,
  committeeId: committeeTerms.committeeId,
  memberId: members.id,
  memberNo: members.memberNo,
  firstName: members.firstName,
  lastName: members.lastName,
  role: committeeTerms.role,
  startsOn: committeeTerms.startsOn,
  endsOn: committeeTerms.endsOn,
  electionId: committeeTerms.electionId,
};
export type TermWithMember = Awaited<ReturnType<typeof findTermsOfCommittees>>[number];

/** The terms of these committees, each committee's latest first. */
export function findTermsOfCommittees(db: Db, committeeIds: number[]) {
  if (committeeIds.length === 0) return Promise.resolve([]);
  return db
    .select(termColumns)
    .from(committeeTerms)
    .innerJoin(members, eq(members.id, committeeTerms.memberId))
    .where(inArray(committeeTerms.committeeId, committeeIds))
    .orderBy(desc(committeeTerms.startsOn), asc(members.lastName), asc(committeeTerms.id));
}

/** One term of the committee, its row locked for the caller's transaction. */
export async function lockTerm(db: Db, committeeId: number, id: number) {
  const [row] = await db
    .select()
    .from(committeeTerms)
    .where(and(eq(committeeTerms.id, id), eq(committeeTerms.committeeId, committeeId)))
    .for("update");
  return row;
}

/** The terms of these members on the committee (but `except`), to refuse overlapping days. */
export function findTermsOfSeats(db: Db, committeeId: number, memberIds: number[], except?: number) {
  return db
    .select({
      id: committeeTerms.id,
      memberId: committeeTerms.memberId,
      startsOn: committeeTerms.startsOn,
      endsOn: committeeTerms.endsOn,
    })
    .from(committeeTerms)
    .where(
      and(
        eq(committeeTerms.committeeId, committeeId),
        inArray(committeeTerms.memberId, memberIds),
        except === undefined ? undefined : ne(committeeTerms.id, except),
      ),
    );
}

export async function insertTerms(db: Db, values: (typeof committeeTerms.$inferInsert)[]) {
  const rows = await db.insert(committeeTerms).values(values).returning({ id: committeeTerms.id });
  return rows.map((row) => row.id);
}

export async function updateTerm(
  db: Db,
  id: number,
  values: Partial<Pick<CommitteeTermRow, "role" | "startsOn" | "endsOn">>,
) {
  await db.update(committeeTerms).set(values).where(eq(committeeTerms.id, id));
}

export async function deleteTerm(db: Db, id: number) {
  await db.delete(committeeTerms).where(eq(committeeTerms.id, id));
}

/** Erasure: every committee term of the member goes (the trail keeps who was seated and when, naming them no more). */
export async function deleteTermsOf(db: Db, memberId: number) {
  await db.delete(committeeTerms).where(eq(committeeTerms.memberId, memberId));
}

/** My data: the member's terms on every committee, the latest first. */
export function findTermsOfMember(db: Db, memberId: number) {
  return db
    .select({
      committee: committees.name,
      regionCode: regions.code,
      role: committeeTerms.role,
      startsOn: committeeTerms.startsOn,
      endsOn: committeeTerms.endsOn,
    })
    .from(committeeTerms)
    .innerJoin(committees, eq(committees.id, committeeTerms.committeeId))
    .leftJoin(regions, eq(regions.id, committees.regionId))
    .where(eq(committeeTerms.memberId, memberId))
    .orderBy(desc(committeeTerms.startsOn), asc(committeeTerms.id));
}

// ---- The members it names ----

const seatableColumns = {
  id: members.id,
  memberNo: members.memberNo,
  deceasedOn: members.deceasedOn,
  resignedOn: members.resignedOn,
};

/** The member with this number, unless merged into another. */
export async function findMemberByNumber(db: Db, memberNo: number) {
  const [row] = await db
    .select(seatableColumns)
    .from(members)
    .where(and(eq(members.memberNo, memberNo), isNull(members.mergedIntoId)));
  return row;
}

/** The members with these ids, unless merged into another (an election's winners). */
export function findMembersByIds(db: Db, ids: number[]) {
  return db
    .select(seatableColumns)
    .from(members)
    .where(and(inArray(members.id, ids), isNull(members.mergedIntoId)));
}

/** The region with this code (geo's reference table). */
export async function findRegionByCode(db: Db, code: string) {
  const [row] = await db
    .select({ id: regions.id, code: regions.code, name: regions.name })
    .from(regions)
    .where(eq(regions.code, code));
  return row;
}
