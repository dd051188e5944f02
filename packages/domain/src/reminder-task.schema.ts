import { z } from "zod";
import { reminderRunSchema } from "./reminder-schedule.rules.ts";

// Issue 24: the reminders' long work as jobs. Sending today's reminders, a day's renewal letters and their mailing
// labels are started by the office's request (which answers at once) and done by a job; the page follows the
// task's progress and fetches the file once it is ready. A file is kept for a day.

export const reminderTaskKinds = ["run", "letters", "labels"] as const;
export type ReminderTaskKind = (typeof reminderTaskKinds)[number];

export const reminderTaskStatuses = ["queued", "running", "done", "failed"] as const;

export const reminderTaskMessages = {
  idInvalid: "This is not the number of a reminders task",
  notFound: "No such reminders task: it may be older than a day, when its file is deleted",
  notReady: "The file is not ready yet: wait until the page says it is",
  noFile: "This task has no file: sending the reminders prints none, and work that failed wrote none",
  interrupted: "The work stopped three times before it was done. Please start it again.",
  failed: "The work stopped on an error. Please start it again, or tell the club's webmaster.",
};

/** GET /office/reminders/tasks/{id}: a task and how far it has come. */
export const reminderTaskSchema = z.object({
  id: z.string(),
  kind: z.enum(reminderTaskKinds),
  /** The day whose letters or labels are printed; the run's own day (today). */
  date: z.string(),
  status: z.enum(reminderTaskStatuses),
  /** Members done so far, of all those the task reaches. */
  progress: z.object({ done: z.number(), total: z.number() }),
  /** The run's counts, once it is done. */
  result: reminderRunSchema.nullable(),
  /** The PDF's name once it can be fetched; null for a run, or before the file is ready. */
  fileName: z.string().nullable(),
  /** Why it failed, in words. */
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type ReminderTask = z.infer<typeof reminderTaskSchema>;

export const reminderTaskParamsSchema = z.object({
  id: z.uuid({ error: reminderTaskMessages.idInvalid }),
});

/** POST /office/reminders/letters and /labels: the day whose letters are printed. */
export const reminderFileRequestSchema = z.object({
  date: z.iso.date({ error: "Enter the date as YYYY-MM-DD" }),
});
