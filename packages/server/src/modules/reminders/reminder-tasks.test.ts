import { randomBytes, randomUUID } from "node:crypto";
import { buffer } from "node:stream/consumers";
import { reminderTaskMessages } from "@club/domain/reminder-task.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { seedDatabase } from "../../db/seed/seed.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { createDirectoryMember, createStaff } from "../../test/factories.ts";
import { jobContextOn } from "../../test/job-context.ts";
import { readPdf } from "../../test/pdf-text.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import {
  getReminderTask,
  reminderTaskFile,
  runReminderTasks,
  startReminderTask,
} from "./reminder-tasks.service.ts";
import { reminderTasks } from "./reminders.schema.ts";

// Issue 24: the tasks the office starts, run by the job `reminder-tasks` (here by hand, with no queue: nothing
// else takes them up meanwhile).

const clock = { now: new Date("2026-11-26T15:00:00Z") };
let database: Database;
let context: AppContext;
const sent: string[] = [];
let officeId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { demo: false, now: clock.now });
  context = jobContextOn(database.db, clock, { jobs: { send: async (name) => void sent.push(name) } });
  officeId = (await createStaff(database.db)).id;
  for (const lastName of ["Vellum", "Parchment"])
    await createDirectoryMember(database.db, {
      member: { lastName, publicationPreferences: 0, addressLine1: "1 Main Street", city: "Dayton" },
      duesExpire: "2026-12-31",
    });
});
afterAll(() => database.close());

describe("reminders tasks", () => {
  it("is the same task when the same work is asked for again before it is done, and asks the job for it", async () => {
    const first = await startReminderTask(context, officeId, "letters", "2026-11-26");
    const again = await startReminderTask(context, officeId, "letters", "2026-11-26");
    const labels = await startReminderTask(context, officeId, "labels", "2026-11-26");
    const otherDay = await startReminderTask(context, officeId, "letters", "2026-06-15");

    expect(first).toMatchObject({ kind: "letters", status: "queued", progress: { done: 0, total: 0 } });
    expect(again.id).toBe(first.id);
    expect(new Set([first.id, labels.id, otherDay.id]).size).toBe(3);
    expect(sent).toEqual(["reminder-tasks", "reminder-tasks", "reminder-tasks"]);

    await runReminderTasks(context);
    expect(await getReminderTask(context, first.id)).toMatchObject({
      status: "done",
      progress: { done: 2, total: 2 },
      fileName: "renewal-letters-2026-11-26.pdf",
    });
    expect((await readPdf(await buffer((await reminderTaskFile(context, first.id)).file))).numPages).toBe(2);
    expect(await getReminderTask(context, otherDay.id)).toMatchObject({
      status: "failed",
      error: "No renewal letters are due on June 15, 2026.",
    });
    const next = await startReminderTask(context, officeId, "letters", "2026-11-26");
    expect(next.id).not.toBe(first.id);
    await runReminderTasks(context);
  });

  it("takes up a task its process left running, and fails one that stopped its process three times", async () => {
    const [left, stuck] = [randomUUID(), randomUUID()];
    const running = { kind: "labels", date: "2026-11-26", status: "running", createdAt: clock.now } as const;
    await database.db.insert(reminderTasks).values([
      { ...running, id: left, attempts: 1, updatedAt: clock.now },
      { ...running, id: stuck, attempts: 3, updatedAt: clock.now },
    ]);

    await runReminderTasks(context);

    expect(await getReminderTask(context, left)).toMatchObject({ status: "done", error: null });
    expect(await getReminderTask(context, stuck)).toMatchObject({
      status: "failed",
      error: reminderTaskMessages.interrupted,
      fileName: null,
    });
    await expect(reminderTaskFile(context, stuck)).rejects.toMatchObject({
      code: "not_found",
      errors: { id: [reminderTaskMessages.noFile] },
    });
  });

  /** A task done with a file of `bytes` random bytes; its id and the file. */
  async function doneTaskWithFile(kind: "letters" | "labels", bytes: number) {
    const id = randomUUID();
    const file = randomBytes(bytes);
    await database.db.insert(reminderTasks).values({
      id,
      kind,
      date: "2026-11-26",
      status: "done",
      attempts: 1,
      createdAt: clock.now,
      updatedAt: clock.now,
      fileName: `${kind}.pdf`,
      file,
    });
    return { id, file };
  }

  /** The parts a task's file is sent in, each copied out of the stream. */
  async function partsSent(file: AsyncIterable<Uint8Array>) {
    const parts: Buffer[] = [];
    for await (const part of file) parts.push(Buffer.from(part));
    return parts;
  }

  it("sends a file larger than a part in parts, the whole of it in order", async () => {
    const { id, file } = await doneTaskWithFile("labels", 10_000);

    const sent = await reminderTaskFile(context, id, 4_096);

    expect(sent).toMatchObject({ fileName: "labels.pdf", bytes: 10_000 });
    const parts = await partsSent(sent.file);
    expect(parts.map((part) => part.length)).toEqual([4_096, 4_096, 1_808]);
    expect(Buffer.concat(parts).equals(file)).toBe(true);
  });

  it("reads a part larger than the pieces it is read in, each piece in its place", async () => {
    const { id, file } = await doneTaskWithFile("letters", 100_000);

    const parts = await partsSent((await reminderTaskFile(context, id, 40_000)).file);

    expect(parts.map((part) => part.length)).toEqual([40_000, 40_000, 20_000]);
    expect(Buffer.concat(parts).equals(file)).toBe(true);
  });
});
