import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { type AppDeps, buildApp } from "../app.ts";
import { parseConfig } from "../config.ts";
import type { Database, PoolOptions } from "../db/client.ts";
import { seedDatabase } from "../db/seed/seed.ts";
import { startJobQueue } from "../modules/jobs/job-queue.ts";
import type { OutgoingMail } from "../modules/mail/mail.transport.ts";
import { createTestDatabase } from "./test-database.ts";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Every message the app delivered, in order. */
  sentMail: OutgoingMail[];
  /** The clock the app reads; set `clock.now` to move time. */
  clock: { now: Date };
  close(): Promise<void>;
}

/** The whole app on a fresh database with the club's reference data, mail captured, time under control. */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: Pick<AppDeps, "images" | "logStream"> = {},
  pool?: PoolOptions,
): Promise<TestApp> {
  const database = await createTestDatabase(pool);
  const clock = { now: testClockStart() };
  await seedDatabase(database.db, { demo: false, now: clock.now });
  const instance = await createTestInstance(database, clock, env, deps);
  return {
    ...instance,
    async close() {
      await instance.close();
      await database.close();
    },
  };
}

/**
 * One more instance of the app on the database of another (several instances share one PostgreSQL), on the same
 * clock; closing it leaves the database open.
 */
export async function createTestInstance(
  database: Database,
  clock: { now: Date },
  env: Record<string, string> = {},
  deps: Pick<AppDeps, "images" | "logStream"> = {},
): Promise<TestApp> {
  const config = parseConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "club-test-")),
    RATE_LIMIT_MAX: "1000",
    PUBLIC_URL: "http://portal.test",
    // Tests write to the database directly and read the result through the API at once: sessions are read on every
    // request unless a test turns the cache on (modules/auth/session-cache.routes.test.ts).
    SESSION_CACHE_MS: "0",
    ...env,
  });
  const sentMail: OutgoingMail[] = [];
  const jobs = await startJobQueue(database, { works: config.jobs.run });
  const app = await buildApp(config, {
    ...deps,
    db: database.db,
    ping: database.ping,
    jobs,
    now: () => clock.now,
    mailTransport: async (mail) => {
      sentMail.push(mail);
      return "test";
    },
  });
  await app.ready();
  return {
    app,
    database,
    sentMail,
    clock,
    async close() {
      await app.close();
      await jobs.stop();
    },
  };
}

/**
 * Where the test clock starts: 2026-11-21 (inside the default renewal window) unless TEST_CLOCK names another
 * moment. CI runs the server suite a second time on another day of the year, so no test may lean on the date.
 */
export function testClockStart(): Date {
  const start = new Date(process.env.TEST_CLOCK || "2026-11-21T12:00:00Z");
  if (Number.isNaN(start.getTime())) throw new Error(`TEST_CLOCK is not a date: ${process.env.TEST_CLOCK}`);
  return start;
}
