import { defaultClubTimeZone } from "@club/domain/club-clock";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { isOfficeWork } from "../../db/office-work.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { waitFor } from "../../test/wait-for.ts";
import { type JobQueue, jobStatus, type LeaseTimes, startJobQueue } from "./job-queue.ts";

// The club's time zone, in which the jobs' schedules are read.
const clubZone = defaultClubTimeZone;

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
      clubZone,
    );
    await second.work(
      [{ name: "every-minute", cron: "* * * * *", run: async () => void runs.push("second") }],
      log,
      clubZone,
    );
    await waitFor(() => runs.length > 0, 15_000);
    await sleep(3_000);
    expect(runs).toHaveLength(1);
  });

  it("runs each job that was sent once, whichever instance takes it", async () => {
    let runs = 0;
    const job = { name: "counted", run: async () => void runs++ };
    await first.work([job], log, clubZone);
    await second.work([job], log, clubZone);
    await first.send("counted");
    await waitFor(() => runs === 1);
    await second.send("counted");
    await waitFor(() => runs === 2);
    await sleep(2_500);
    expect(runs).toBe(2);
  });

  it("runs a job as the office's work, whose statements give way to members' on the embedded database", async () => {
    const seen: boolean[] = [];
    await first.work(
      [{ name: "office-work", run: async () => void seen.push(isOfficeWork()) }],
      log,
      clubZone,
    );
    await first.send("office-work");
    await waitFor(() => seen.length === 1);
    expect({ inJob: seen[0], outside: isOfficeWork() }).toEqual({ inJob: true, outside: false });
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
      clubZone,
    );
    await first.send("flaky");
    await waitFor(() => attempts === 1);
    // The run has begun; the queue records its failure a moment after it throws.
    const flakyStatus = async () => (await jobStatus(database)).find((status) => status.name === "flaky");
    await waitFor(async () => (await flakyStatus())?.counts.retry === 1);
    expect(attempts).toBe(1);
    // The retry waits 30 s (then 60 s, 120 s…); asked for twice meanwhile, one more run waits, not two.
    await first.send("flaky");
    await first.send("flaky");
    const status = await flakyStatus();
    expect(status?.counts.retry).toBe(1);
    expect(status?.counts.created).toBeLessThanOrEqual(1);
  });
});

describe("a job whose process died", () => {
  it("is taken up again by another instance as soon as its beat stops, not after the queue's expiry", async () => {
    // The dying instance beats once when it takes the job, then never again (as a process killed with -9).
    const dying = await startJobQueue(database, {
      leases: { beatSeconds: 3_600, staleSeconds: 2, sweepSeconds: 1 },
    });
    const survivor = await startJobQueue(database, {
      leases: { beatSeconds: 1, staleSeconds: 2, sweepSeconds: 1 },
    });
    const runs: string[] = [];
    let stalled = false;
    try {
      await dying.work(
        [
          {
            name: "resumable",
            run: () => {
              stalled = true;
              runs.push("dying");
              return new Promise(() => undefined);
            },
          },
        ],
        log,
        clubZone,
      );
      await dying.send("resumable");
      await waitFor(() => stalled);
      await survivor.work(
        [{ name: "resumable", run: async () => void runs.push("survivor") }],
        log,
        clubZone,
      );
      await waitFor(() => runs.includes("survivor"), 15_000);
      expect(runs).toEqual(["dying", "survivor"]);
      const status = (await jobStatus(database)).find((s) => s.name === "resumable");
      expect(status?.counts).toMatchObject({ active: 0, cancelled: 1, completed: 1 });
    } finally {
      await survivor.stop();
      await dying.stop().catch(() => undefined);
    }
  });

  it("is left alone while its process beats, however long it runs", async () => {
    await expectRunOnce({ beatSeconds: 0.5, staleSeconds: 2, sweepSeconds: 1 }, "long-running", 4_000);
  });

  it("is never taken for abandoned by its own process, even when its beat is late", async () => {
    // On PGlite a long statement holds the thread that beats: the beat comes late, the job is still this process's.
    await expectRunOnce({ beatSeconds: 3_600, staleSeconds: 1, sweepSeconds: 0.5 }, "beat-late", 3_000);
  });
});

/** A job that runs `ms` on a queue of these lease times is run once, neither cancelled nor taken up again. */
async function expectRunOnce(leases: LeaseTimes, name: string, ms: number) {
  const queue = await startJobQueue(database, { leases });
  let finish: () => void = () => undefined;
  let runs = 0;
  try {
    await queue.work(
      [
        {
          name,
          run: () => {
            runs++;
            return new Promise<void>((resolve) => {
              finish = resolve;
            });
          },
        },
      ],
      log,
      clubZone,
    );
    await queue.send(name);
    await waitFor(() => runs === 1);
    await sleep(ms);
    finish();
    await waitFor(async () =>
      (await jobStatus(database)).some((s) => s.name === name && s.counts.completed === 1),
    );
    expect(runs).toBe(1);
    expect((await jobStatus(database)).find((s) => s.name === name)?.counts.cancelled).toBe(0);
  } finally {
    await queue.stop();
  }
}

describe("a restart", () => {
  // Issue 41: every start declared each queue and wrote each schedule again (on the embedded database, 28 writes
  // before the first member could be answered); now only what is new or changed is written.
  it("writes no queue nor schedule it finds as they are, and still writes a changed schedule", async () => {
    const statements: string[] = [];
    const watched: Pick<Database, "executeSql"> = {
      executeSql: (text, values) => {
        statements.push(`${text} ${JSON.stringify(values ?? [])}`);
        return database.executeSql(text, values);
      },
    };
    const jobs = (cron: string) => [
      { name: "restart-nightly", cron, run: async () => undefined },
      { name: "restart-sent", run: async () => undefined },
    ];
    // pg-boss's own queues are its business: these are the two jobs' writes.
    const writes = () =>
      statements.filter(
        (text) => /create_queue|INSERT INTO pgboss\.schedule/i.test(text) && /restart-/.test(text),
      );
    const before = await startJobQueue(watched);
    await before.work(jobs("0 3 * * *"), log, clubZone);
    await before.stop();
    expect(writes()).toHaveLength(3);

    statements.length = 0;
    const again = await startJobQueue(watched);
    await again.work(jobs("0 3 * * *"), log, clubZone);
    await again.stop();
    expect(writes()).toEqual([]);

    const changed = await startJobQueue(watched);
    await changed.work(jobs("0 4 * * *"), log, clubZone);
    await changed.stop();
    expect(writes()).toHaveLength(1);
    const [schedule] = (
      await database.executeSql("select cron from pgboss.schedule where name = $1", ["restart-nightly"])
    ).rows as { cron: string }[];
    expect(schedule?.cron).toBe("0 4 * * *");
  });
});

describe("the club's clock", () => {
  // The schedules are read in the club's time zone (Office → Settings), as every time the club reads: reminders at
  // 8 in the morning are 8 in the morning where the club is, whatever the server's zone or UTC's offset.
  it("writes its schedules in the club's time zone, and moves them when the club's zone changes", async () => {
    const timeZones = async () =>
      (await database.executeSql("select name, cron, timezone from pgboss.schedule where name like 'zone-%'"))
        .rows as { name: string; cron: string; timezone: string }[];
    const jobs = [
      { name: "zone-morning", cron: "0 8 * * *", run: async () => undefined },
      { name: "zone-hourly", cron: "17 * * * *", run: async () => undefined },
    ];
    const queue = await startJobQueue(database);
    try {
      await queue.work(jobs, log, "Australia/Sydney");
      expect(await timeZones()).toEqual(
        expect.arrayContaining([
          { name: "zone-morning", cron: "0 8 * * *", timezone: "Australia/Sydney" },
          { name: "zone-hourly", cron: "17 * * * *", timezone: "Australia/Sydney" },
        ]),
      );

      // The office saves the zone on a web instance, which runs no jobs (JOBS=off).
      const webInstance = await startJobQueue(database, { works: false });
      await webInstance.keepSchedulesIn("Europe/London");
      await webInstance.stop();
      expect(new Set((await timeZones()).map((schedule) => schedule.timezone))).toEqual(
        new Set(["Europe/London"]),
      );
      expect((await timeZones()).find((schedule) => schedule.name === "zone-morning")?.cron).toBe(
        "0 8 * * *",
      );
    } finally {
      await queue.stop();
    }
  });
});
