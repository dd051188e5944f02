import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { seedDatabase } from "../../db/seed/seed.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { heldThread } from "../../test/held-thread.ts";
import { jobContextOn } from "../../test/job-context.ts";
import { membersDue } from "../../test/members-due.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { runReminders } from "./reminders.service.ts";

// Issue 41: on PGlite, the default, the database runs on the thread that answers members, and the reminders run
// works on it in sets that give the thread back between two. Its start too: the members due are read and decided a
// page at a time. The stand-in for "answering" is a timer due every 10 ms.

const clock = { now: new Date("2026-11-26T15:00:00Z") };
// Members whose dues end on 31 December: each is due the "60 days before" mail on the 26th of November.
const dueCount = 3_000;
let database: Database;
let context: AppContext;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { demo: false, now: clock.now });
  context = jobContextOn(database.db, clock);
  await membersDue(database.db, dueCount, { prefix: "Due", duesExpire: "2026-12-31" });
  // The tables' statistics, as the benches take them after seeding: without them the planner joined each membership
  // to every member (a second for 3,000), which is not the work this test is about. PGlite runs no autovacuum.
  await database.db.execute(sql`analyze`);
}, 60_000);
afterAll(() => database.close());

describe("the reminders run on PGlite", () => {
  it(`never holds the thread: it never works 200 ms at a stretch while ${dueCount} members are reminded`, async () => {
    const timer = heldThread();
    timer.watch();
    const result = await runReminders(context, { actorId: null });
    const worst = timer.rest();

    expect(result).toEqual({ date: "2026-11-26", emailed: dueCount, letters: 0 });
    expect(worst).toBeLessThan(200);
    // 3,000 members priced, linked and mailed: 2-5 s on a shared 2-core machine at load 6-10.
  }, 60_000);
});
