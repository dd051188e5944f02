import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import { type Database, openPglite, openPgliteCopy, openPostgres, type PoolOptions } from "../db/client.ts";
import { adminQuery } from "./global-setup.ts";
import { pgliteParts } from "./pglite-parts.ts";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (CI runs the suite both ways). Each starts from the run's migrated copy
 * (test/global-setup.ts); a run without one (the cluster and restart suites) migrates its own.
 */
export async function createTestDatabase(pool?: PoolOptions): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? await createPostgresDatabase(serverUrl, pool) : await createPgliteDatabase();
}

/** The run's migrated copy, read once per process: every file's database starts from the same bytes. */
let dumped: Promise<Blob> | undefined;

async function createPgliteDatabase(): Promise<Database> {
  const dump = inject("pgliteDump");
  if (dump) {
    dumped ??= readFile(dump).then((bytes) => new Blob([bytes]));
    return openPgliteCopy(await dumped, await pgliteParts());
  }
  const database = await openPglite();
  await database.migrate();
  return database;
}

/** On PostgreSQL, `pool` sizes the pool (a crowd on a small one); PGlite has one connection. */
async function createPostgresDatabase(serverUrl: string, pool?: PoolOptions): Promise<Database> {
  const name = `club_test_${randomUUID().replaceAll("-", "")}`;
  const template = inject("postgresTemplate");
  await adminQuery(
    serverUrl,
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), pool);
  if (!template) await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
