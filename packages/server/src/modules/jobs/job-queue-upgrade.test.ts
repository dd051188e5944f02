import { defaultClubTimeZone } from "@club/domain/club-clock";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { waitFor } from "../../test/wait-for.ts";
import { type JobQueue, startJobQueue } from "./job-queue.ts";

// The club's time zone, in which the jobs' schedules are read.
const clubZone = defaultClubTimeZone;

// Issue 41: pg-boss 12 cannot migrate the schema pg-boss 10 left (version 24). An installation upgraded in place
// keeps its old queue aside as pgboss_v10, gets a new one, and the runs the old one still had waiting are run.

const log = pino({ level: "silent" });
let database: Database;
const queues: JobQueue[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // What matters of pg-boss 10's schema here: its version, and its jobs by name and state.
  await database.executeSql(`
    create schema pgboss;
    create type pgboss.job_state as enum ('created', 'retry', 'active', 'completed', 'cancelled', 'failed');
    create table pgboss.version (version int primary key);
    insert into pgboss.version values (24);
    create table pgboss.job (
      id uuid primary key default gen_random_uuid(),
      name text not null,
      state pgboss.job_state not null default 'created'
    );
    insert into pgboss.job (name, state) values
      ('left-waiting', 'created'), ('left-waiting', 'completed'), ('done-before', 'completed');
  `);
});
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await database.close();
});

describe("the job queue after pg-boss 10", () => {
  it("sets the old queue aside, installs the new one, and runs once what the old one had waiting", async () => {
    const runs: string[] = [];
    const jobs = ["left-waiting", "done-before"].map((name) => ({
      name,
      run: async () => void runs.push(name),
    }));
    // Two instances start after the upgrade: the first sets the old queue aside and carries its waiting run over;
    // the second finds nothing left to carry.
    const first = await startJobQueue(database);
    queues.push(first);
    const second = await startJobQueue(database);
    queues.push(second);
    await first.work(jobs, log, clubZone);
    await second.work(jobs, log, clubZone);
    await waitFor(() => runs.length > 0, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(runs).toEqual(["left-waiting"]);

    const schemas = await database.executeSql(
      "select nspname from pg_namespace where nspname like 'pgboss%' order by nspname",
      [],
    );
    expect(schemas.rows).toEqual([{ nspname: "pgboss" }, { nspname: "pgboss_v10" }]);
    const version = await database.executeSql("select version from pgboss.version", []);
    expect((version.rows[0] as { version: number }).version).toBeGreaterThan(24);
  });
});
