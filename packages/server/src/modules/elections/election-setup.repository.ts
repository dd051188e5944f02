import { and, asc, desc, eq, inArray, isNull, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { committees } from "../committees/committees.schema.ts";
import { regions } from "../geo/geo.schema.ts";
import { regionalMemberships } from "../memberships/memberships.schema.ts";
import { regionalPlans } from "../plans/plans.schema.ts";
import { elections, nominations, questions, races } from "./elections.schema.ts";

// Issue 46: an election's setup (its days, races and questions) and its nominations. Two reads of other modules'
// tables (modules/README.md): a race's committee by its id and name (the committees' list; the committees module
// calls no one here), and the regions a member belongs to, for which regions' elections they read.

export type ElectionRow = typeof elections.$inferSelect;
export type RaceRow = typeof races.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type NominationRow = typeof nominations.$inferSelect;

const electionColumns = {
  election: elections,
  regionCode: regions.code,
  regionName: regions.name,
};

export type ElectionWithRegion = {
  election: ElectionRow;
  regionCode: string | null;
  regionName: string | null;
};

export async function insertElection(db: Db, row: typeof elections.$inferInsert) {
  const [inserted] = await db.insert(elections).values(row).returning();
  if (!inserted) throw new Error("election not inserted");
  return inserted;
}

export async function updateElection(db: Db, id: number, changes: Partial<typeof elections.$inferInsert>) {
  await db.update(elections).set(changes).where(eq(elections.id, id));
}

export async function findElection(db: Db, id: number): Promise<ElectionWithRegion | undefined> {
  const [row] = await db
    .select(electionColumns)
    .from(elections)
    .leftJoin(regions, eq(regions.id, elections.regionId))
    .where(eq(elections.id, id));
  return row;
}

/** The election, row-locked until the transaction ends: its changes and its nominations go one after another. */
export async function lockElection(db: Db, id: number): Promise<ElectionRow | undefined> {
  const [row] = await db.select().from(elections).where(eq(elections.id, id)).for("update");
  return row;
}

/**
 * Elections newest first (by their voting days), with their races' and questions' counts: every one (the office), a
 * region's (its officers), or those a member reads (national and their regions', neither proposed nor cancelled).
 */
export async function findElections(
  db: Db,
  which: { all: true } | { regionId: number } | { readerRegionIds: number[] },
) {
  const where =
    "regionId" in which
      ? eq(elections.regionId, which.regionId)
      : "readerRegionIds" in which
        ? and(
            eq(elections.status, "scheduled"),
            which.readerRegionIds.length === 0
              ? isNull(elections.regionId)
              : or(isNull(elections.regionId), inArray(elections.regionId, which.readerRegionIds)),
          )
        : undefined;
  return db
    .select({
      ...electionColumns,
      races: sql<number>`(select count(*)::int from ${races} where ${races.electionId} = ${elections.id})`,
      questions: sql<number>`(select count(*)::int from ${questions} where ${questions.electionId} = ${elections.id})`,
    })
    .from(elections)
    .leftJoin(regions, eq(regions.id, elections.regionId))
    .where(where)
    .orderBy(desc(elections.votingFrom), desc(elections.id));
}

export async function findRaces(db: Db, electionId: number) {
  return db
    .select({ race: races, committeeName: committees.name })
    .from(races)
    .leftJoin(committees, eq(committees.id, races.committeeId))
    .where(eq(races.electionId, electionId))
    .orderBy(asc(races.position), asc(races.id));
}

export async function findQuestions(db: Db, electionId: number) {
  return db
    .select()
    .from(questions)
    .where(eq(questions.electionId, electionId))
    .orderBy(asc(questions.position), asc(questions.id));
}

export async function insertRaces(db: Db, rows: (typeof races.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(races).values(rows);
}

export async function updateRace(db: Db, id: number, changes: Partial<typeof races.$inferInsert>) {
  await db.update(races).set(changes).where(eq(races.id, id));
}

/** Removes the election's races but those kept (their nominations go with them). */
export async function deleteRacesExcept(db: Db, electionId: number, keptIds: number[]) {
  await db
    .delete(races)
    .where(
      keptIds.length === 0
        ? eq(races.electionId, electionId)
        : and(eq(races.electionId, electionId), notInArray(races.id, keptIds)),
    );
}

export async function insertQuestions(db: Db, rows: (typeof questions.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(questions).values(rows);
}

export async function updateQuestion(db: Db, id: number, changes: Partial<typeof questions.$inferInsert>) {
  await db.update(questions).set(changes).where(eq(questions.id, id));
}

export async function deleteQuestionsExcept(db: Db, electionId: number, keptIds: number[]) {
  await db
    .delete(questions)
    .where(
      keptIds.length === 0
        ? eq(questions.electionId, electionId)
        : and(eq(questions.electionId, electionId), notInArray(questions.id, keptIds)),
    );
}

/** The committees a race may name: the club's, not retired (read from the committees' list). */
export async function findCommittees(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: committees.id, name: committees.name, retiredAt: committees.retiredAt })
    .from(committees)
    .where(inArray(committees.id, ids));
}

/** The club's committees in use, national ones (a national election's races fill their seats), in the club's order. */
export async function findNationalCommittees(db: Db) {
  return db
    .select({ id: committees.id, name: committees.name })
    .from(committees)
    .where(and(isNull(committees.retiredAt), isNull(committees.regionId)))
    .orderBy(asc(committees.position), asc(committees.id));
}

/** The regions the member belongs to today (a regional membership whose dues run to `today` or later). */
export async function findMemberRegionIds(db: Db, memberId: number, today: string) {
  const rows = await db
    .selectDistinct({ regionId: regionalPlans.regionId })
    .from(regionalMemberships)
    .innerJoin(regionalPlans, eq(regionalPlans.id, regionalMemberships.regionalPlanId))
    .where(
      and(eq(regionalMemberships.memberId, memberId), sql`${regionalMemberships.duesExpire} >= ${today}`),
    );
  return rows.map((row) => row.regionId);
}

// ---- Nominations ----

/** Every nomination of the election's races, oldest first. */
export async function findNominationsOfElection(db: Db, electionId: number) {
  return db
    .select({ nomination: nominations })
    .from(nominations)
    .innerJoin(races, eq(races.id, nominations.raceId))
    .where(eq(races.electionId, electionId))
    .orderBy(asc(nominations.createdAt), asc(nominations.id))
    .then((rows) => rows.map((row) => row.nomination));
}

/** The nomination with its race's election, row-locked until the transaction ends. */
export async function lockNomination(db: Db, id: number) {
  const [row] = await db
    .select({ nomination: nominations, electionId: races.electionId })
    .from(nominations)
    .innerJoin(races, eq(races.id, nominations.raceId))
    .where(eq(nominations.id, id))
    .for("update", { of: nominations });
  return row;
}

export async function findNominationByPhoto(db: Db, id: number, photoKey: string) {
  const [row] = await db
    .select()
    .from(nominations)
    .where(and(eq(nominations.id, id), eq(nominations.photoKey, photoKey)));
  return row;
}

export async function findNominationOf(db: Db, raceId: number, nomineeId: number) {
  const [row] = await db
    .select()
    .from(nominations)
    .where(and(eq(nominations.raceId, raceId), eq(nominations.nomineeId, nomineeId)));
  return row;
}

export async function insertNomination(db: Db, row: typeof nominations.$inferInsert) {
  const [inserted] = await db.insert(nominations).values(row).returning();
  if (!inserted) throw new Error("nomination not inserted");
  return inserted;
}

export async function updateNomination(
  db: Db,
  id: number,
  changes: Partial<typeof nominations.$inferInsert>,
) {
  await db.update(nominations).set(changes).where(eq(nominations.id, id));
}

/** The member's nominations (of them, or made by them), with the election's and race's titles and days. */
export async function findNominationsOfMember(db: Db, memberId: number) {
  return db
    .select({
      nomination: nominations,
      raceTitle: races.title,
      electionTitle: elections.title,
      election: elections,
    })
    .from(nominations)
    .innerJoin(races, eq(races.id, nominations.raceId))
    .innerJoin(elections, eq(elections.id, races.electionId))
    .where(or(eq(nominations.nomineeId, memberId), eq(nominations.nominatedById, memberId)))
    .orderBy(asc(nominations.createdAt), asc(nominations.id));
}

/** A member leaving: the nominations they made name them no more. */
export async function forgetNominator(db: Db, memberId: number) {
  await db.update(nominations).set({ nominatedById: null }).where(eq(nominations.nominatedById, memberId));
}
