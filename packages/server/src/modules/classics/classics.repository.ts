import type { PetitionStatus } from "@club/domain/classics.schema";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { classicPetitions, classics } from "./classics.schema.ts";

// The Full Classic list and its petitions (issue 27). Make names and members' names come from their modules'
// services, so these queries read only this module's tables.

export type ClassicRow = typeof classics.$inferSelect;
export type ClassicValues = Pick<ClassicRow, "makeId" | "series" | "firstYear" | "lastYear" | "notes">;
export type PetitionRow = typeof classicPetitions.$inferSelect;

/** The entries, one make's or all, by series (every model first) and first year; the caller orders the makes. */
export function findClassics(db: Db, makeIds?: readonly number[]) {
  return db
    .select()
    .from(classics)
    .where(makeIds ? inArray(classics.makeId, [...makeIds]) : undefined)
    .orderBy(
      classics.makeId,
      sql`${classics.series} asc nulls first`,
      asc(classics.firstYear),
      asc(classics.id),
    );
}

/** The entry, its row held until the caller's transaction ends (a change or a removal). */
export async function lockClassic(db: Db, id: number) {
  const [row] = await db.select().from(classics).where(eq(classics.id, id)).for("update");
  return row;
}

export async function insertClassic(db: Db, values: ClassicValues, now: Date) {
  const [row] = await db
    .insert(classics)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return row as ClassicRow;
}

export async function updateClassicRow(db: Db, id: number, values: ClassicValues, now: Date) {
  const [row] = await db
    .update(classics)
    .set({ ...values, updatedAt: now })
    .where(eq(classics.id, id))
    .returning();
  return row as ClassicRow;
}

export async function deleteClassicRow(db: Db, id: number) {
  await db.delete(classics).where(eq(classics.id, id));
}

export async function insertPetition(
  db: Db,
  values: Pick<PetitionRow, "memberId" | "makeId" | "model" | "firstYear" | "lastYear" | "evidence">,
  now: Date,
) {
  const [row] = await db
    .insert(classicPetitions)
    .values({ ...values, createdAt: now })
    .returning();
  return row as PetitionRow;
}

/** The member's petitions, the newest first. */
export function findMemberPetitions(db: Db, memberId: number) {
  return db
    .select()
    .from(classicPetitions)
    .where(eq(classicPetitions.memberId, memberId))
    .orderBy(desc(classicPetitions.createdAt), desc(classicPetitions.id));
}

export async function countPendingPetitions(db: Db, memberId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(classicPetitions)
    .where(and(eq(classicPetitions.memberId, memberId), eq(classicPetitions.status, "pending")));
  return row?.count ?? 0;
}

/**
 * A page of the petitions in one status: the waiting ones in the order they came (the longest waiting first), the
 * decided ones the latest decided first.
 */
export function findPetitionPage(db: Db, status: PetitionStatus, page: { limit: number; offset: number }) {
  const order =
    status === "pending"
      ? [asc(classicPetitions.createdAt), asc(classicPetitions.id)]
      : [desc(classicPetitions.decidedAt), desc(classicPetitions.id)];
  return db
    .select()
    .from(classicPetitions)
    .where(eq(classicPetitions.status, status))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countPetitionsByStatus(db: Db): Promise<Record<PetitionStatus, number>> {
  const counted = (status: PetitionStatus) =>
    sql<number>`count(*) filter (where ${classicPetitions.status} = ${status})`.mapWith(Number);
  const [row] = await db
    .select({ pending: counted("pending"), approved: counted("approved"), rejected: counted("rejected") })
    .from(classicPetitions);
  return row ?? { pending: 0, approved: 0, rejected: 0 };
}

/** The petition, its row held until the caller's transaction ends: two decisions at once are taken one by one. */
export async function lockPetition(db: Db, id: number) {
  const [row] = await db.select().from(classicPetitions).where(eq(classicPetitions.id, id)).for("update");
  return row;
}

export async function updatePetitionRow(
  db: Db,
  id: number,
  values: Pick<PetitionRow, "status" | "reason" | "decidedById" | "decidedAt" | "classicId">,
) {
  const [row] = await db.update(classicPetitions).set(values).where(eq(classicPetitions.id, id)).returning();
  return row as PetitionRow;
}

/** Issue 39: the petitions' evidence the member wrote is blanked (erasure); the car, years and decision stay. */
export async function blankEvidenceOf(db: Db, memberId: number) {
  await db.update(classicPetitions).set({ evidence: "" }).where(eq(classicPetitions.memberId, memberId));
}
