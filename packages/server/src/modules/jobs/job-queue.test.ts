import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { waitFor } from "../../test/wait-for.ts";
import { type JobQueue, jobStatus, startJobQueue } from "./job-queue.ts";

const log = pino({ level: "silent" });
let database: Database;
// Two queues on one database stand for two instances of the portal.
let first: JobQueue;
let second: JobQueue;

beforeAll(async () => {
  database = await createTestDatabase();
  // Schedules are checked every second instead of every 30, so the first run comes within the test's patience.
  first = await startJobQueue(database, { scheduleCheckSeconds: 1 });
  second = await startJobQueue(database, { scheduleCheckSeconds: 1 });
});
afterAll(async () => {
  await first.stop();
  await second.stop();
  await database.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the job queue in the database", () => {
  it("runs a scheduled job once for both instances, not once per instance", async () => {
    const runs: string[] = [];
    await first.work(
      [{ name: "every-minute", cron: "* * * * *", run: async () => void runs.push("first") }],
      log,
    );
    await second.work(
      [{ name: "every-minute", cron: "* * * * *", run: async () => void runs.push("second") }],
      log,
    );
    await waitFor(() => runs.length > 0, 15_000);
    await sleep(3_000);
    expect(runs).toHaveLength(1);
  });

  it("runs each job that was sent once, whichever instance takes it", async () => {
    let runs = 0;
    const job = { name: "counted", run: async () => void runs++ };
    await first.work([job], log);
    await second.work([job], log);
    await first.send("counted");
    await waitFor(() => runs === 1);
    await second.send("counted");
    await waitFor(() => runs === 2);
    await sleep(2_500);
    expect(runs).toBe(2);
  });

  it("retries a failed run, and shows queued, failed and done runs in the status", async () => {
    let attempts = 0;
    await first.work(
      [
        {
          name: "flaky",
          run: async () => {
            attempts++;
            if (attempts === 1) throw new Error("SMTP server away");
          },
        },
      ],
      log,
    );
    await first.send("flaky");
    await waitFor(() => attempts === 1);
    const afterFailure = (await jobStatus(database)).find((status) => status.name === "flaky");
    expect(afterFailure?.counts.retry).toBe(1);
    // The retry waits 30 s (then 60 s, 120 s…); asked for twice meanwhile, one more run waits, not two.
    await first.send("flaky");
    await first.send("flaky");
    const status = (await jobStatus(database)).find((s) => s.name === "flaky");
    expect(status?.counts.retry).toBe(1);
    expect(status?.counts.created).toBeLessThanOrEqual(1);
  });
});
