import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "./config.ts";
import type { Database } from "./db/client.ts";
import { seedDatabase } from "./db/seed/seed.ts";
import { jobStatus } from "./modules/jobs/job-queue.ts";
import { mailDeliveryJob } from "./modules/mail/mail.service.ts";
import type { OutgoingMail } from "./modules/mail/mail.transport.ts";
import { startWorker } from "./start-worker.ts";
import { createMember } from "./test/factories.ts";
import { createTestInstance, type TestApp, testClockStart } from "./test/test-app.ts";
import { createTestDatabase } from "./test/test-database.ts";
import { waitFor } from "./test/wait-for.ts";

// Issue 41: on PostgreSQL, web instances run with JOBS=off and a worker (`npm run worker`) runs the queue's jobs.
// A web instance and a worker on one database (PGlite here, or TEST_DATABASE_URL's server): the web instance sends
// the mail delivery a request asks for and runs nothing; the worker delivers it.

// JOBS=off is refused without a PostgreSQL address: the instance is handed the test's database, the URL only names one.
const jobsOff = { JOBS: "off", DATABASE_URL: "postgres://club@localhost:5432/club" };
const email = "ada.worker@example.org";

let database: Database;
let web: TestApp;
const clock = { now: testClockStart() };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { demo: false, now: clock.now });
  await createMember(database.db, { email, firstName: "Ada", lastName: "Worker" });
  web = await createTestInstance(database, clock, jobsOff);
});
afterAll(async () => {
  await web?.close();
  await database?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a web instance with jobs off, and a worker", () => {
  it("leaves the job it sent to the queue, and the worker does it", async () => {
    const asked = await web.app.inject({
      method: "POST",
      url: "/api/v1/members/request_reset_password",
      payload: { email },
    });
    expect(asked.statusCode).toBeLessThan(300);
    const delivery = async () =>
      (await jobStatus(database)).find((status) => status.name === mailDeliveryJob);
    await waitFor(async () => ((await delivery())?.counts.created ?? 0) > 0);
    // Longer than a poll (2 s): an instance that worked on the queue would have taken the job by now.
    await sleep(3_000);
    expect(web.sentMail).toEqual([]);
    expect((await delivery())?.counts).toMatchObject({ created: 1, active: 0, completed: 0 });

    const delivered: OutgoingMail[] = [];
    const worker = await startWorker(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), database, {
      now: () => clock.now,
      log: pino({ level: "silent" }),
      mailTransport: async (mail) => {
        delivered.push(mail);
        return "test";
      },
    });
    try {
      await waitFor(() => delivered.length === 1, 15_000);
      expect(delivered[0]?.to).toBe(email);
      expect(web.sentMail).toEqual([]);
    } finally {
      await worker.stop();
    }
  });
});
