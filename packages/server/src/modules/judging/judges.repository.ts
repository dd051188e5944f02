import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { judges, judgingSetups, judgingTeamMembers } from "./judging.schema.ts";

// Issue 29: the judges' roster.

export type JudgeRecord = typeof judges.$inferSelect;

export function findJudges(db: Db) {
  return db.select().from(judges).orderBy(asc(judges.id));
}

export function findJudgesByIds(db: Db, ids: number[]) {
  return db.select().from(judges).where(inArray(judges.id, ids));
}

export async function findJudgeByMember(db: Db, memberId: number) {
  const [judge] = await db.select().from(judges).where(eq(judges.memberId, memberId));
  return judge;
}

/** The judge's row, held until the transaction ends. */
export async function lockJudge(db: Db, id: number) {
  const [judge] = await db.select().from(judges).where(eq(judges.id, id)).for("update");
  return judge;
}

/** The new judge's row; undefined when the member is on the roster already. */
export async function insertJudge(db: Db, values: typeof judges.$inferInsert) {
  const [judge] = await db.insert(judges).values(values).onConflictDoNothing().returning();
  return judge;
}

export async function updateJudge(
  db: Db,
  id: number,
  values: Pick<JudgeRecord, "level" | "seminars" | "updatedAt">,
) {
  const [judge] = await db.update(judges).set(values).where(eq(judges.id, id)).returning();
  if (!judge) throw new Error("judge not updated");
  return judge;
}

/** The published meets each judge was on a team of, by their event ids. */
export function findMeetsJudged(db: Db, judgeIds: number[]) {
  return db
    .selectDistinct({ judgeId: judgingTeamMembers.judgeId, eventId: judgingTeamMembers.eventId })
    .from(judgingTeamMembers)
    .innerJoin(judgingSetups, eq(judgingSetups.eventId, judgingTeamMembers.eventId))
    .where(and(inArray(judgingTeamMembers.judgeId, judgeIds), eq(judgingSetups.status, "published")));
}
