import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { daysAfter, isoDay } from "@club/domain/days";
import {
  type ReminderTask,
  type ReminderTaskKind,
  reminderTaskMessages,
} from "@club/domain/reminder-task.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  claimNextTask,
  deleteTasksBefore,
  findTask,
  findTaskFile,
  findUnfinishedTask,
  insertTask,
  readTaskFilePart,
  type TaskRow,
  updateTask,
} from "./reminder-tasks.repository.ts";
import { runReminders } from "./reminders.service.ts";
import { mailingLabelsPdf, renewalLettersPdf } from "./renewal-letters.service.ts";

// Issue 24: the reminders' long work (the run the office starts, a day's letters and labels) is a task the office's
// request records and the job `reminder-tasks` does, in sets, telling its progress; a PDF is kept in the task's row
// for a day. The request answers at once, and no request waits for minutes on a PDF of a thousand letters.

export const reminderTasksJob = "reminder-tasks";

const keptDays = 1;
// Issue 41: a PDF of 1,000 letters is 3 MiB, read as one value from PostgreSQL it held the thread answering members
// for 10-25 ms (its 6 MB of hex text parsed at once); in parts of 256 KiB, about 1 ms each.
const taskFilePartBytes = 256 * 1024;
// A task that stopped its process this many times (killed, out of memory) is failed rather than taken up again.
const maxAttempts = 3;

const fileNames: Record<Exclude<ReminderTaskKind, "run">, (date: string) => string> = {
  letters: (date) => `renewal-letters-${date}.pdf`,
  labels: (date) => `mailing-labels-${date}.pdf`,
};

function keptSince(context: AppContext) {
  return daysAfter(context.now(), -keptDays);
}

function toView(row: TaskRow): ReminderTask {
  return {
    id: row.id,
    kind: row.kind,
    date: row.date,
    status: row.status,
    progress: { done: row.done, total: row.total },
    result: row.result ?? null,
    fileName: row.status === "done" ? row.fileName : null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  };
}

const taskNotFound = () => new AppError("not_found", { id: [reminderTaskMessages.notFound] });

/**
 * POST /office/reminders/run, /letters and /labels: records the task and asks the job to do it. The same work asked
 * for again while it waits or runs (a second click, a colleague) is the same task.
 */
export async function startReminderTask(
  context: AppContext,
  actorId: number,
  kind: ReminderTaskKind,
  date: string = isoDay(context.now()),
): Promise<ReminderTask> {
  const waiting = await findUnfinishedTask(context.db, kind, date, keptSince(context));
  if (waiting) return toView(waiting);
  const now = context.now();
  const row = await insertTask(context.db, {
    id: randomUUID(),
    kind,
    date,
    createdBy: actorId,
    createdAt: now,
    updatedAt: now,
  });
  await context.jobs.send(reminderTasksJob);
  return toView(row);
}

/** GET /office/reminders/tasks/{id}: where it stands. */
export async function getReminderTask(context: AppContext, id: string): Promise<ReminderTask> {
  const row = await findTask(context.db, id, keptSince(context));
  if (!row) throw taskNotFound();
  return toView(row);
}

/** GET /office/reminders/tasks/{id}/file: the PDF, once it is written. */
export async function reminderTaskFile(context: AppContext, id: string, partBytes = taskFilePartBytes) {
  const row = await findTaskFile(context.db, id, keptSince(context));
  if (!row) throw taskNotFound();
  if (row.status === "queued" || row.status === "running")
    throw new AppError("file_not_ready", { id: [reminderTaskMessages.notReady] });
  if (row.bytes === null || !row.fileName)
    throw new AppError("not_found", { id: [reminderTaskMessages.noFile] });
  const { bytes } = row;
  async function* parts() {
    for (let offset = 0; offset < bytes; offset += partBytes) {
      const part = await readTaskFilePart(context.db, id, offset, partBytes);
      // The task was purged while its file was being sent: the reply ends short rather than padded.
      if (part.length === 0) throw new Error(`the file of reminders task ${id} is gone`);
      yield part;
    }
  }
  return { fileName: row.fileName, bytes, file: Readable.from(parts()) };
}

/** The job `reminder-tasks`: every task waiting, oldest first, one at a time. */
export async function runReminderTasks(context: AppContext) {
  for (;;) {
    const task = await claimNextTask(context.db, context.now());
    if (!task) return;
    if (task.attempts > maxAttempts) await failTask(context, task.id, reminderTaskMessages.interrupted);
    else await performTask(context, task);
  }
}

async function performTask(context: AppContext, task: TaskRow) {
  const progress = (done: number, total: number) =>
    updateTask(context.db, task.id, { done, total, updatedAt: context.now() });
  try {
    if (task.kind === "run") {
      const result = await runReminders(context, { actorId: task.createdBy, onProgress: progress });
      await updateTask(context.db, task.id, { status: "done", result, updatedAt: context.now() });
      return;
    }
    const build = task.kind === "letters" ? renewalLettersPdf : mailingLabelsPdf;
    const file = await build(context, task.date, progress);
    await updateTask(context.db, task.id, {
      status: "done",
      file,
      fileName: fileNames[task.kind](task.date),
      updatedAt: context.now(),
    });
  } catch (error) {
    // A refusal in words (no letters that day) is the office's to read; anything else is logged, and said plainly.
    const refusal = error instanceof AppError ? Object.values(error.errors).flat()[0] : undefined;
    if (!refusal)
      context.log.error({ err: error, taskId: task.id, kind: task.kind }, "reminders task failed");
    await failTask(context, task.id, refusal ?? reminderTaskMessages.failed);
  }
}

async function failTask(context: AppContext, id: string, error: string) {
  await updateTask(context.db, id, { status: "failed", error, updatedAt: context.now() });
}

/** Housekeeping: tasks older than a day go, with their files. */
export async function purgeOldReminderTasks(context: AppContext) {
  const removed = await deleteTasksBefore(context.db, keptSince(context));
  if (removed.length > 0) context.log.info({ removed: removed.length }, "deleted reminders tasks past a day");
}
