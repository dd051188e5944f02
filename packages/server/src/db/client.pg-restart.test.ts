import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { serverMessages } from "@club/domain/messages";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { QueryResult } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { parseConfig } from "../config.ts";
import { type JobQueue, startJobQueue } from "../modules/jobs/job-queue.ts";
import { testClockStart } from "../test/test-app.ts";
import { waitFor } from "../test/wait-for.ts";
import { type Database, openPostgres } from "./client.ts";
import { seedDatabase } from "./seed/seed.ts";

/*
 * PostgreSQL restarts under a running portal. The test owns a throw-away PostgreSQL 15 cluster, because the
 * suite's shared one serves other test files at the same time (decisions.md); `npm run test:resilience` runs it.
 */

const run = promisify(execFile);
const pgBin = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
// initdb refuses to run as root: as root, the cluster belongs to the postgres user.
const asRoot = process.getuid?.() === 0;

let root = "";
let port = 0;
let database: Database;
let app: FastifyInstance;
let jobs: JobQueue | undefined;
const connectionErrors: Error[] = [];

function pg(tool: string, args: string[]) {
  const binary = path.join(pgBin, tool);
  return asRoot ? run("runuser", ["-u", "postgres", "--", binary, ...args]) : run(binary, args);
}

const dataDir = () => path.join(root, "data");
// `-l` keeps the server's output in a file: without it the server holds this process's pipe open.
const startCluster = () =>
  pg("pg_ctl", [
    "-D",
    dataDir(),
    "-l",
    path.join(root, "server.log"),
    "-w",
    "-o",
    `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`,
    "start",
  ]);
const stopCluster = (mode = "fast") => pg("pg_ctl", ["-D", dataDir(), "-m", mode, "-w", "stop"]);

beforeAll(async () => {
  if (!existsSync(path.join(pgBin, "pg_ctl"))) {
    throw new Error(
      `The PostgreSQL restart test needs the PostgreSQL 15 server binaries in ${pgBin} ` +
        "(Debian: apt-get install postgresql-15), or PG_BIN naming their folder.",
    );
  }
  root = mkdtempSync(path.join(tmpdir(), "club-pg-restart-"));
  if (asRoot) await run("chown", ["postgres:postgres", root]);
  port = await freePort();
  await pg("initdb", ["-D", dataDir(), "-A", "trust", "-U", "postgres", "-N"]);
  await startCluster();

  database = openPostgres(`postgres://postgres@127.0.0.1:${port}/postgres`);
  database.onConnectionError((error) => connectionErrors.push(error));
  await database.migrate();
  const now = testClockStart();
  await seedDatabase(database.db, { demo: false, now });
  const config = parseConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "club-test-")),
    PUBLIC_URL: "http://portal.test",
    RATE_LIMIT_MAX: "100000",
  });
  jobs = await startJobQueue(database);
  app = await buildApp(config, {
    db: database.db,
    ping: database.ping,
    jobs,
    now: () => now,
    mailTransport: async () => "test",
  });
  // A request that is inside PostgreSQL when it goes down.
  app.get("/test/slow-query", async () => {
    await database.db.execute(sql`select pg_sleep(30)`);
    return { done: true };
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await jobs?.stop();
  await database?.close().catch(() => undefined);
  if (root) {
    await stopCluster("immediate").catch(() => undefined);
    rmSync(root, { recursive: true, force: true });
  }
});

const plans = () => app.inject({ url: "/api/v1/national_membership_plans" });
const ready = () => app.inject({ url: "/readyz" });
const unavailable = { errors: { base: [serverMessages.unavailable] } };

describe("when PostgreSQL restarts", () => {
  it("keeps running while idle: the lost connections are reported and the next request reconnects", async () => {
    expect((await plans()).statusCode).toBe(200);
    const before = connectionErrors.length;
    await pg("pg_ctl", ["-D", dataDir(), "-l", path.join(root, "server.log"), "-m", "fast", "-w", "restart"]);
    await waitFor(async () => connectionErrors.length > before);
    expect((await plans()).statusCode).toBe(200);
    expect((await ready()).statusCode).toBe(200);
  });

  it("answers 503 while it is down, fails only the requests in flight, and recovers once it is back", async () => {
    expect((await plans()).statusCode).toBe(200);
    const inFlight = app.inject({ url: "/test/slow-query" });
    await waitFor(async () => {
      const { rows } = (await database.db.execute(
        sql`select 1 from pg_stat_activity where query like '%pg_sleep(30)%' and pid <> pg_backend_pid()`,
      )) as unknown as QueryResult;
      return rows.length > 0;
    });
    const statuses: number[] = [];
    let traffic = true;
    const steadyTraffic = (async () => {
      while (traffic) {
        statuses.push((await plans()).statusCode);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();

    await stopCluster();
    const cut = await inFlight;
    expect(cut.statusCode).toBe(503);
    expect(cut.json()).toEqual(unavailable);

    const asked = performance.now();
    const notReady = await ready();
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({ status: "unavailable" });
    expect(performance.now() - asked).toBeLessThan(3_000);
    const refused = await plans();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual(unavailable);
    expect(refused.headers["retry-after"]).toBeDefined();

    await startCluster();
    await waitFor(async () => (await ready()).statusCode === 200, 20_000);
    expect((await plans()).statusCode).toBe(200);
    traffic = false;
    await steadyTraffic;
    // Before, during and after: each reply was an answer or a clean 503, never a 500.
    expect(new Set(statuses)).toEqual(new Set([200, 503]));
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}
