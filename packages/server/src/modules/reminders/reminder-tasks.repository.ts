import { and, desc, eq, getTableColumns, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { reminderTasks } from "./reminders.schema.ts";

type TaskValues = typeof reminderTasks.$inferInsert;

// Everything but the file, which is read only when it is fetched.
const { file: _file, ...taskColumns } = getTableColumns(reminderTasks);

export type TaskRow = Omit<typeof reminderTasks.$inferSelect, "file">;

// Issue 41: pg reads a bytea as hex text, twice its size. A part read as one value of 256 KiB was a string of 512 KiB,
// which V8 puts straight into its old generation: downloads of a 3 MiB PDF soon filled it, and the web instance that
// sent them stopped to collect its whole heap, holding the members' requests 20-40 ms. Read as rows of 32 KiB, each
// string is 64 KiB and dies young. In a process holding a web instance's 55 MB, 20 downloads made 7 full collections
// read whole and 1-2 read in pieces, and took 15 % less time.
const filePieceBytes = 32 * 1024;

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
  const pieces = await db
    .select({
      piece: sql<Buffer>`substring(${reminderTasks.file} from ${offset + 1}::int + p.start for least(${filePieceBytes}, ${length}::int - p.start))`,
    })
    .from(reminderTasks)
    .innerJoin(sql`generate_series(0, ${length - 1}::int, ${filePieceBytes}::int) as p(start)`, sql`true`)
    .where(eq(reminderTasks.id, id))
    .orderBy(sql`p.start`);
  return Buffer.concat(pieces.map((row) => row.piece));
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
