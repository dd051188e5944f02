import { setImmediate } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPglite } from "./client.ts";
import { asOfficeWork, memberRequestBegun } from "./office-work.ts";

// Issue 41: on the embedded database every statement takes its turn on one connection. A job's batch waited behind
// a member's statement, but the member's next statement waited behind the job's next batch: a request of four
// statements waited four batches (1.5 s during a 3,000-row commit on a loaded machine). The office's work now lets
// a request's statements run one after the other.

let database: Database;
beforeAll(async () => {
  database = await openPglite();
});
afterAll(() => database.close());

/** The office's job: transactions of about 40 ms each, back to back, giving the thread back between two. */
function officeBatches() {
  let batches = 0;
  let stopped = false;
  const running = asOfficeWork(async () => {
    while (!stopped) {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(0.04)`);
      });
      batches++;
      await setImmediate();
    }
  });
  return {
    get batches() {
      return batches;
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}

describe("the embedded database's statements, while the office's work runs", () => {
  it("lets a member's request run its statements one after the other, behind one batch at most", async () => {
    const job = officeBatches();
    await setImmediate();
    const before = job.batches;
    // A request: five statements, each after the last one's answer and a little work of its own.
    for (let i = 0; i < 5; i++) {
      await database.db.execute(sql`select ${i}::int as step`);
      await setImmediate();
    }
    const during = job.batches - before;
    await job.stop();
    expect(during).toBeLessThanOrEqual(1);
  });

  it("waits for a request as a whole, however long its own work between two statements", async () => {
    const job = officeBatches();
    await setImmediate();
    const before = job.batches;
    const over = memberRequestBegun();
    for (let i = 0; i < 4; i++) {
      await database.db.execute(sql`select ${i}::int as step`);
      // A request's own work (a password checked, a PDF drawn): longer than the pause the jobs wait for.
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    over();
    const during = job.batches - before;
    await job.stop();
    expect(during).toBeLessThanOrEqual(1);
  });

  it("still lets the office's work go on between members' requests", async () => {
    const job = officeBatches();
    for (let request = 0; request < 5; request++) {
      await database.db.execute(sql`select 1`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await job.stop();
    expect(job.batches).toBeGreaterThanOrEqual(5);
  });

  it("gives way for a while at most: a steady stream of members does not stop the office's work", async () => {
    const job = officeBatches();
    const until = Date.now() + 2_000;
    while (Date.now() < until) await database.db.execute(sql`select 1`);
    await job.stop();
    expect(job.batches).toBeGreaterThanOrEqual(1);
  });
});
