import { and, desc, eq, getTableColumns, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { reminderTasks } from "./reminders.schema.ts";

type TaskValues = typeof reminderTasks.$inferInsert;

// Everything but the file, which is read only when it is fetched.
const { file: _file, ...taskColumns } = getTableColumns(reminderTasks);

export type TaskRow = Omit<typeof reminderTasks.$inferSelect, "file">;

export async function insertTask(db: Db, values: TaskValues) {
  const [row] = await db.insert(reminderTasks).values(values).returning(taskColumns);
  return row as TaskRow;
}

/** A task started since `since`, without its file; undefined when there is none (or it is older). */
export async function findTask(db: Db, id: string, since: Date) {
  const [row] = await db
    .select(taskColumns)
    .from(reminderTasks)
    .where(and(eq(reminderTasks.id, id), gte(reminderTasks.createdAt, since)));
  return row;
}

/** The same work asked for again while it is still waiting or under way. */
export async function findUnfinishedTask(db: Db, kind: TaskRow["kind"], date: string, since: Date) {
  const [row] = await db
    .select(taskColumns)
    .from(reminderTasks)
    .where(
      and(
        eq(reminderTasks.kind, kind),
        eq(reminderTasks.date, date),
        inArray(reminderTasks.status, ["queued", "running"]),
        gte(reminderTasks.createdAt, since),
      ),
    )
    .orderBy(desc(reminderTasks.createdAt))
    .limit(1);
  return row;
}

/** A task's state, its file's name and its size in bytes (null without a file): the file itself is read in parts. */
export async function findTaskFile(db: Db, id: string, since: Date) {
  const [row] = await db
    .select({
      status: reminderTasks.status,
      fileName: reminderTasks.fileName,
      bytes: sql<number | null>`octet_length(${reminderTasks.file})`.mapWith(Number),
    })
    .from(reminderTasks)
    .where(and(eq(reminderTasks.id, id), gte(reminderTasks.createdAt, since)));
  return row;
}

/** `length` bytes of a task's file from `offset` (0 first); empty past its end or once the task is gone. */
export async function readTaskFilePart(db: Db, id: string, offset: number, length: number) {
  const [row] = await db
    .select({ part: sql<Buffer>`substring(${reminderTasks.file} from ${offset + 1} for ${length})` })
    .from(reminderTasks)
    .where(eq(reminderTasks.id, id));
  return row?.part ?? Buffer.alloc(0);
}

/**
 * The oldest task waiting, or one left running by a process that stopped (one job runs the tasks at a time, so a
 * task found running is not being worked on), marked running with one more attempt.
 */
export async function claimNextTask(db: Db, now: Date) {
  const next = db
    .select({ id: reminderTasks.id })
    .from(reminderTasks)
    .where(inArray(reminderTasks.status, ["queued", "running"]))
    .orderBy(reminderTasks.createdAt)
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(reminderTasks)
    .set({ status: "running", attempts: sql`${reminderTasks.attempts} + 1`, updatedAt: now })
    .where(inArray(reminderTasks.id, next))
    .returning(taskColumns);
  return row;
}

export async function updateTask(db: Db, id: string, values: Partial<TaskValues>) {
  await db.update(reminderTasks).set(values).where(eq(reminderTasks.id, id));
}

/** Housekeeping: tasks and their files older than `before` go. */
export async function deleteTasksBefore(db: Db, before: Date) {
  return db
    .delete(reminderTasks)
    .where(lt(reminderTasks.createdAt, before))
    .returning({ id: reminderTasks.id });
}
