import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "../modules/members/members.schema.ts";
import { stamped } from "../test/factories.ts";
import { createTestDatabase } from "../test/test-database.ts";
import type { Database } from "./client.ts";
import { maintainEmbeddedDatabase } from "./embedded-maintenance.ts";

// Issue 41: the embedded database runs no autovacuum (no background process): its tables were never analysed, so
// the planner knew nothing of their columns (the reminders' candidates took about 1 s per 3,000 members), and the
// rows that updates and deletes leave behind were never reclaimed.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const statsOf = async (table: string) => {
  const result = (await database.db.execute(
    sql`select reltuples::int as tuples, (select count(*)::int from pg_stats where tablename = ${table}) as columns
        from pg_class where relname = ${table}`,
  )) as unknown as { rows: { tuples: number; columns: number }[] };
  return result.rows[0];
};

describe("the embedded database's upkeep", () => {
  it("analyses and vacuums the tables written since, as autovacuum would, and leaves the others alone", async () => {
    await database.db.insert(members).values(
      Array.from({ length: 500 }, (_, i) => ({
        memberNo: 90_000 + i,
        email: `upkeep${i}@example.net`,
        passwordHash: "no sign-in",
        firstName: "Ada",
        lastName: `Upkeep${i % 20}`,
        ...stamped,
      })),
    );
    await database.db.execute(sql`delete from members where member_no >= 90400`);
    // PostgreSQL counts what was written a second behind.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const done = await maintainEmbeddedDatabase(database);
    if (database.kind === "postgres") {
      // PostgreSQL's own autovacuum keeps its tables: nothing is done here.
      expect(done).toEqual([]);
      return;
    }
    expect(done).toContain("members");
    expect(await statsOf("members")).toMatchObject({ tuples: expect.any(Number) });
    expect((await statsOf("members"))?.tuples).toBeGreaterThanOrEqual(400);
    expect((await statsOf("members"))?.columns).toBeGreaterThan(0);
    // Nothing written since: the next run leaves the table alone.
    expect(await maintainEmbeddedDatabase(database)).not.toContain("members");
  });
});
