import { readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import lockfile from "proper-lockfile";
import { advisoryLocks } from "./advisory-locks.ts";
import { membersFirst } from "./members-first.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs the committed migrations; safe to call from several processes at once on PostgreSQL. */
  migrate(): Promise<void>;
  /**
   * Work that one process at a time may do (the seed: two instances starting on a new database would both find it
   * empty and both insert): on PostgreSQL under an advisory lock, on a connection of its own; on the embedded
   * database, the one process is alone.
   */
  exclusively<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Where a lost connection is reported (PostgreSQL restarted, the network dropped) instead of crashing the
   * process; the pool drops the connection and opens a new one for the next query. Until a listener is given,
   * a warning goes to stderr.
   */
  onConnectionError(listener: (error: Error) => void): void;
  /**
   * One round trip on a connection of its own, not the pool's: whether the database answers at all. A pool whose
   * connections are all busy (a burst of searches) is a database at work, not one that is down.
   */
  ping(): Promise<void>;
  /**
   * Plain SQL for libraries that bring their own (the job queue): with values, one statement; without, a script
   * of several, whose statements' rows are all returned, in order (pg-boss 12 reads a lock row from the middle of
   * its maintenance script).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

// Trigram indexes make the directory's partial, case-insensitive searches fast (PostgreSQL ships it in contrib).
const extensions = { pg_trgm };
// PostgreSQL's 128 MB of shared buffers live inside the embedded database's WebAssembly memory, all of it touched at
// start: 32 MB (as much RSS as 16 MB: the smallest WebAssembly memory PGlite takes is 128 MB) brings an idle
// portal from about 540 to 390 MiB (issue 41). A club large enough to miss the cache belongs on PostgreSQL.
const pgliteOptions = {
  extensions,
  startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"],
};
const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

/**
 * Issue 41: whether the database has every committed migration, from two small queries: the latest one's time
 * (drizzle's journal) against the latest applied (drizzle keeps it as `created_at`). A restart, most starts, then skips
 * drizzle's migrator, which reads and hashes every migration file and asks again under a lock.
 */
export async function migrationsUpToDate(database: Pick<Database, "executeSql">): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  const latest = Math.max(...journal.entries.map((entry) => entry.when));
  const { rows } = await database.executeSql(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as installed",
    [],
  );
  if (!(rows[0] as { installed: boolean }).installed) return false;
  const applied = await database.executeSql(
    "select coalesce(max(created_at), 0)::text as latest from drizzle.__drizzle_migrations",
    [],
  );
  return Number((applied.rows[0] as { latest: string }).latest) >= latest;
}

/**
 * How many connections one instance opens, and how long a request waits for one of them when all are busy before
 * it fails with 503 (DATABASE_POOL_MAX, DATABASE_POOL_WAIT_MS). A refused connection (PostgreSQL down) fails at
 * once whatever the wait.
 */
export interface PoolOptions {
  max: number;
  waitMs: number;
}

export const defaultPool: PoolOptions = { max: 10, waitMs: 30_000 };

// PostgreSQL compiles a query it estimates as costly (a 500-row directory page) to machine code first: here 20-35 ms
// to save a few, on every such search (bench/search.bench.ts, issue 11). JIT pays off for long reports, which the
// portal does not run.
const sessionOptions = "-c jit=off";

// A load balancer's probe gives up after a few seconds: a database that hangs must read as not ready before that.
const pingTimeoutMs = 2_000;

/** PostgreSQL server through a node-postgres pool. */
export function openPostgres(url: string, poolOptions: PoolOptions = defaultPool): Database {
  const pool = new pg.Pool({
    connectionString: url,
    options: sessionOptions,
    max: poolOptions.max,
    // node-postgres waits this long both for a free connection and for a new one to open.
    connectionTimeoutMillis: poolOptions.waitMs,
    keepAlive: true,
  });
  let report = (error: Error) =>
    process.emitWarning(`PostgreSQL connection lost: ${error.message}`, { code: "CLUB_DB_CONNECTION" });
  // An idle pooled connection that dies (PostgreSQL restarted) emits 'error' on the pool; unheard, it would
  // crash the process. The pool has already dropped that connection and opens a new one when needed.
  pool.on("error", (error) => report(error));
  // A connection checked out between two queries (a transaction waiting on the app) emits 'error' on its
  // client, where the pool is not listening: its next query fails, and the pool drops it on release.
  pool.on("connect", (client) => client.on("error", () => undefined));
  const db = drizzlePg({ client: pool, schema, casing: "snake_case" });
  const executeSql: Database["executeSql"] = async (text, values) => {
    // A script of several statements answers with one result each.
    const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
    return Array.isArray(result) ? { rows: result.flatMap((each) => each.rows) } : result;
  };
  return {
    db,
    kind: "postgres",
    onConnectionError(listener) {
      report = listener;
    },
    async migrate() {
      if (await migrationsUpToDate({ executeSql })) return;
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [advisoryLocks.migrations]);
        await migratePg(drizzlePg({ client, casing: "snake_case" }), { migrationsFolder });
      } finally {
        await client
          .query("select pg_advisory_unlock($1)", [advisoryLocks.migrations])
          .catch(() => undefined);
        client.release();
      }
    },
    async exclusively(work) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [advisoryLocks.exclusively]);
        return await work(drizzlePg({ client, schema, casing: "snake_case" }));
      } finally {
        await client
          .query("select pg_advisory_unlock($1)", [advisoryLocks.exclusively])
          .catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: pingTimeoutMs });
      client.on("error", () => undefined);
      try {
        await client.connect();
        await client.query({ text: "select 1", query_timeout: pingTimeoutMs } as pg.QueryConfig);
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    executeSql,
    close: () => pool.end(),
  };
}

/**
 * Embedded PostgreSQL (PGlite). With a data directory, a lock file keeps a second process out:
 * two processes writing one PGlite directory corrupt it.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  let release: (() => Promise<void>) | undefined;
  let client: PGlite;
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    release = await lockfile
      .lock(dataDir, { lockfilePath: path.join(dataDir, "db.lock"), stale: 30_000, update: 10_000 })
      .catch((error: unknown) => {
        throw new Error(
          `The data directory ${dataDir} is in use by another portal process (${String(error)}). ` +
            "Stop that process, or set DATA_DIR to another directory.",
        );
      });
    client = await PGlite.create(path.join(dataDir, "db"), pgliteOptions);
  } else {
    client = await PGlite.create(pgliteOptions);
  }
  return pgliteDatabase(client, release);
}

/** PGlite's code compiled, and its files, once for a process that opens many databases (the test suite). */
export type PgliteParts = Pick<PGliteOptions, "pgliteWasmModule" | "fsBundle">;

/**
 * An in-memory embedded database started from a dump of another (`migratedPgliteDump`): it skips the cluster's creation
 * and the migrations, a tenth of the time of a fresh one (the test suite starts each file from one dump).
 */
export async function openPgliteCopy(dump: Blob, parts: PgliteParts = {}): Promise<Database> {
  return pgliteDatabase(await PGlite.create({ ...pgliteOptions, ...parts, loadDataDir: dump }));
}

/** A freshly migrated embedded database's whole data directory, as `openPgliteCopy` takes it. */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = await PGlite.create(pgliteOptions);
  try {
    await migratePglite(drizzlePglite({ client, schema, casing: "snake_case" }), { migrationsFolder });
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

function pgliteDatabase(client: PGlite, release?: () => Promise<void>): Database {
  // The job queue's own statements (a poll, a job taken or done) are neither a member's nor the office's work.
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const executeSql: Database["executeSql"] = async (text, values) => {
    if (values && values.length > 0) return query(text, values);
    const results = await exec(text);
    return { rows: results.flatMap((result) => result.rows) };
  };
  membersFirst(client);
  const db = drizzlePglite({ client, schema, casing: "snake_case" });
  // The one process is alone with its database: exclusive work waits only for this process's earlier exclusive work.
  let exclusive: Promise<unknown> = Promise.resolve();
  return {
    db,
    kind: "pglite",
    async migrate() {
      if (!(await migrationsUpToDate({ executeSql }))) await migratePglite(db, { migrationsFolder });
    },
    exclusively(work) {
      const turn = exclusive.then(() => work(db));
      exclusive = turn.then(
        () => undefined,
        () => undefined,
      );
      return turn;
    },
    // An embedded database has no connection to lose.
    onConnectionError: () => undefined,
    async ping() {
      await client.query("select 1");
    },
    executeSql,
    async close() {
      await client.close();
      await release?.();
    },
  };
}

export function openDatabase(options: {
  databaseUrl?: string;
  databasePool?: PoolOptions;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl
    ? Promise.resolve(openPostgres(options.databaseUrl, options.databasePool))
    : openPglite(path.join(options.dataDir));
}

// SQLSTATEs and socket errors that mean "no database right now", not "this request is wrong": the server is
// shutting down or starting (57P0x), the connection broke (class 08), it is full (53300), or unreachable.
const unavailableSqlStates = new Set(["57P01", "57P02", "57P03", "57P05", "53300"]);
const unavailableSocketCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
// node-postgres raises these without a code; its messages are the only way to tell them apart.
const unavailableClientMessages = new Set([
  "Connection terminated unexpectedly",
  "Connection terminated due to connection timeout",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
]);

/** Whether an error (or its cause, e.g. inside drizzle's DrizzleQueryError) means the database is unreachable. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = "code" in error && typeof error.code === "string" ? error.code : undefined;
  if (code && (code.startsWith("08") || unavailableSqlStates.has(code) || unavailableSocketCodes.has(code)))
    return true;
  if (!code && unavailableClientMessages.has(error.message)) return true;
  const inner = error instanceof AggregateError ? error.errors : [];
  return [error.cause, ...inner].some((cause) => isDatabaseUnavailable(cause, depth + 1));
}
