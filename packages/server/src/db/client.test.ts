import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrationsUpToDate, openPglite, openPostgres } from "./client.ts";

describe("openPglite with a data directory", () => {
  // A database on disk is created and opened twice: its own limit, as that takes a while on a busy machine (issue 41).
  it("keeps a second process out of a directory in use, and lets it in once released", {
    timeout: 90_000,
  }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "club-lock-"));
    const first = await openPglite(dataDir);
    await expect(openPglite(dataDir)).rejects.toThrow(/is in use by another portal process/);
    await first.close();
    const second = await openPglite(dataDir);
    // In, and answering: migrating it as well only repeated what every test file's database does.
    expect(await second.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
    await second.close();
  });

  it("keeps a 32 MB buffer cache, not PostgreSQL's 128 MB, all of it held in the process (issue 41)", async () => {
    const database = await openPglite(mkdtempSync(path.join(tmpdir(), "club-buffers-")));
    try {
      const result = (await database.db.execute(sql`show shared_buffers`)) as unknown as { rows: unknown[] };
      expect(result.rows).toEqual([{ shared_buffers: "32MB" }]);
    } finally {
      await database.close();
    }
  });
});

describe("migrationsUpToDate", () => {
  // Issue 41: a restart finds its database already migrated with two small queries, instead of reading and hashing
  // every migration file and asking again under a lock.
  it("is false for a new database, true once migrated, and false again when a migration is missing", {
    timeout: 60_000,
  }, async () => {
    const database = await openPglite();
    try {
      expect(await migrationsUpToDate(database)).toBe(false);
      await database.migrate();
      expect(await migrationsUpToDate(database)).toBe(true);
      await database.executeSql(
        "delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)",
        [],
      );
      expect(await migrationsUpToDate(database)).toBe(false);
    } finally {
      await database.close();
    }
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)("openPostgres", () => {
  it("turns PostgreSQL's JIT off on its connections (a directory page paid 20-35 ms to compile)", async () => {
    const database = openPostgres(postgresUrl as string);
    try {
      const result = (await database.db.execute(sql`show jit`)) as unknown as { rows: unknown[] };
      expect(result.rows).toEqual([{ jit: "off" }]);
    } finally {
      await database.close();
    }
  });
});
