import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import lockfile from "proper-lockfile";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs the committed migrations; safe to call from several processes at once on PostgreSQL. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

// Trigram indexes make the directory's partial, case-insensitive searches fast (PostgreSQL ships it in contrib).
const extensions = { pg_trgm };
const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));
const migrationLockKey = 726_101;

/** PostgreSQL server through a node-postgres pool. */
export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg({ client: pool, schema, casing: "snake_case" });
  return {
    db,
    kind: "postgres",
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [migrationLockKey]);
        await migratePg(drizzlePg({ client, casing: "snake_case" }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [migrationLockKey]).catch(() => undefined);
        client.release();
      }
    },
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
    client = await PGlite.create(path.join(dataDir, "db"), { extensions });
  } else {
    client = await PGlite.create({ extensions });
  }
  const db = drizzlePglite({ client, schema, casing: "snake_case" });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    async close() {
      await client.close();
      await release?.();
    },
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl
    ? Promise.resolve(openPostgres(options.databaseUrl))
    : openPglite(path.join(options.dataDir));
}
