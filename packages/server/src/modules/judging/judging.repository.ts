import { and, asc, eq, inArray, isNotNull, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { judges, judgingEntries, judgingSetups, judgingTeamMembers, scoreSheets } from "./judging.schema.ts";

// Issue 29: a judged meet's setup, teams, entries and sheets. Every change to a meet runs in a transaction holding
// its setup's row (lockSetup), so a sheet saved, a setup replaced and the results published never cross.

export type SetupRecord = typeof judgingSetups.$inferSelect;
export type EntryRecord = typeof judgingEntries.$inferSelect;
export type SheetRecord = typeof scoreSheets.$inferSelect;

export async function findSetup(db: Db, eventId: number) {
  const [setup] = await db.select().from(judgingSetups).where(eq(judgingSetups.eventId, eventId));
  return setup;
}

/** The meet's setup row, held until the transaction ends; the values given make it when there is none yet. */
export async function lockOrCreateSetup(db: Db, values: typeof judgingSetups.$inferInsert) {
  await db.insert(judgingSetups).values(values).onConflictDoNothing();
  return lockSetup(db, values.eventId);
}

/** The meet's setup row, held until the transaction ends. */
export async function lockSetup(db: Db, eventId: number) {
  const [setup] = await db
    .select()
    .from(judgingSetups)
    .where(eq(judgingSetups.eventId, eventId))
    .for("update");
  return setup;
}

export async function updateSetup(db: Db, eventId: number, values: Partial<Omit<SetupRecord, "eventId">>) {
  await db.update(judgingSetups).set(values).where(eq(judgingSetups.eventId, eventId));
}

export function findTeamMembers(db: Db, eventId: number) {
  return db
    .select()
    .from(judgingTeamMembers)
    .where(eq(judgingTeamMembers.eventId, eventId))
    .orderBy(asc(judgingTeamMembers.classCode), asc(judgingTeamMembers.judgeId));
}

export async function replaceTeamMembers(
  db: Db,
  eventId: number,
  rows: (typeof judgingTeamMembers.$inferInsert)[],
) {
  await db.delete(judgingTeamMembers).where(eq(judgingTeamMembers.eventId, eventId));
  if (rows.length > 0) await db.insert(judgingTeamMembers).values(rows);
}

/** The judges on the team of the class at the meet, each with their member id (the policy's saveScoreSheet). */
export function findTeam(db: Db, eventId: number, classCode: string) {
  return db
    .select({ judgeId: judgingTeamMembers.judgeId, memberId: judges.memberId })
    .from(judgingTeamMembers)
    .innerJoin(judges, eq(judges.id, judgingTeamMembers.judgeId))
    .where(and(eq(judgingTeamMembers.eventId, eventId), eq(judgingTeamMembers.classCode, classCode)));
}

export function findEntries(db: Db, eventId: number) {
  return db
    .select()
    .from(judgingEntries)
    .where(eq(judgingEntries.eventId, eventId))
    .orderBy(asc(judgingEntries.classCode), asc(judgingEntries.id));
}

export async function findEntry(db: Db, id: number) {
  const [entry] = await db.select().from(judgingEntries).where(eq(judgingEntries.id, id));
  return entry;
}

export async function findEntryByRegistration(db: Db, registrationId: number) {
  const [entry] = await db
    .select()
    .from(judgingEntries)
    .where(eq(judgingEntries.registrationId, registrationId));
  return entry;
}

/** Removes the entries, and with them their sheets. */
export async function deleteEntries(db: Db, ids: number[]) {
  if (ids.length > 0) await db.delete(judgingEntries).where(inArray(judgingEntries.id, ids));
}

export async function insertEntries(db: Db, rows: (typeof judgingEntries.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(judgingEntries).values(rows);
}

export async function updateEntryResult(
  db: Db,
  id: number,
  values: Pick<
    EntryRecord,
    "score" | "award" | "method" | "sheetCount" | "spread" | "flagged" | "disqualifiedBy"
  >,
) {
  await db.update(judgingEntries).set(values).where(eq(judgingEntries.id, id));
}

/**
 * The entries the judge is to score: every entry of a meet not yet published in a class whose team includes them,
 * with whether they lead it and their own sheet so far.
 */
export function findAssignments(db: Db, judgeId: number) {
  return db
    .select({
      entry: judgingEntries,
      leader: judgingTeamMembers.leader,
      form: judgingSetups.form,
      classes: judgingSetups.classes,
      sheet: scoreSheets,
    })
    .from(judgingTeamMembers)
    .innerJoin(judgingSetups, eq(judgingSetups.eventId, judgingTeamMembers.eventId))
    .innerJoin(
      judgingEntries,
      and(
        eq(judgingEntries.eventId, judgingTeamMembers.eventId),
        eq(judgingEntries.classCode, judgingTeamMembers.classCode),
      ),
    )
    .leftJoin(scoreSheets, and(eq(scoreSheets.entryId, judgingEntries.id), eq(scoreSheets.judgeId, judgeId)))
    .where(and(eq(judgingTeamMembers.judgeId, judgeId), ne(judgingSetups.status, "published")))
    .orderBy(asc(judgingEntries.eventId), asc(judgingEntries.classCode), asc(judgingEntries.id));
}

/** The judge's sheet for the entry, made or replaced: saved twice, it is still one sheet, with the latest values. */
export async function upsertSheet(db: Db, values: Omit<typeof scoreSheets.$inferInsert, "id">) {
  const { entryId, judgeId, ...latest } = values;
  const [sheet] = await db
    .insert(scoreSheets)
    .values(values)
    .onConflictDoUpdate({ target: [scoreSheets.entryId, scoreSheets.judgeId], set: latest })
    .returning();
  if (!sheet) throw new Error("score sheet not saved");
  return sheet;
}

/** The entries' sheets, in the order they were first saved. */
export function findSheets(db: Db, entryIds: number[]) {
  return db
    .select()
    .from(scoreSheets)
    .where(inArray(scoreSheets.entryId, entryIds))
    .orderBy(asc(scoreSheets.id));
}

/** Issue 40: every sheet the judge saved, at any meet, with its entry's meet, class and registration. */
export function findSheetsByJudge(db: Db, judgeId: number) {
  return db
    .select({ sheet: scoreSheets, entry: judgingEntries })
    .from(scoreSheets)
    .innerJoin(judgingEntries, eq(judgingEntries.id, scoreSheets.entryId))
    .where(eq(scoreSheets.judgeId, judgeId))
    .orderBy(asc(scoreSheets.savedAt), asc(scoreSheets.id));
}

/** The awards the registrations' entries earned at meets whose results are published. */
export function findPublishedAwards(db: Db, registrationIds: number[]) {
  return db
    .select({ eventId: judgingEntries.eventId, award: judgingEntries.award, score: judgingEntries.score })
    .from(judgingEntries)
    .innerJoin(judgingSetups, eq(judgingSetups.eventId, judgingEntries.eventId))
    .where(
      and(
        inArray(judgingEntries.registrationId, registrationIds),
        eq(judgingSetups.status, "published"),
        isNotNull(judgingEntries.award),
      ),
    );
}
