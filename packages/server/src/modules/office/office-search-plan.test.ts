import { isoDay } from "@club/domain/days";
import { officeMemberQuerySchema } from "@club/domain/office.schema";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import * as schema from "../../db/schema.ts";
import { seedDatabase } from "../../db/seed/seed.ts";
import { testClockStart } from "../../test/test-app.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { searchAccounts } from "./office.repository.ts";

// Issue 24: the office's text search reads its matches from the trigram indexes instead of every member (at 50,000
// members, 0.1 to 8 ms instead of 40 to 60). The plan that matters is the server's: PostgreSQL only (CI runs this
// file with TEST_DATABASE_URL; the embedded database skips it).

const serverUrl = process.env.TEST_DATABASE_URL;

type Statement = { text: string; values: unknown[] };
type PlanNode = { "Node Type": string; "Index Name"?: string; "Relation Name"?: string; Plans?: PlanNode[] };

describe.runIf(serverUrl)("the office's text search (PostgreSQL)", () => {
  let database: Database;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db, { demo: false, now: testClockStart() });
    // A club of 20,000 with names as varied as real ones, so that the planner weighs the indexes as it would for
    // the club. VACUUM moves the rows from the trigram indexes' pending lists into the indexes, as autovacuum does.
    await database.executeSql(`insert into members (email, password_hash, first_name, last_name, city, zip_code,
        created_at, updated_at)
      select 'member' || g || '@example.org', '', initcap(substr(md5('first' || g), 1, 8)),
        initcap(substr(md5('last' || g), 1, 10)), initcap(substr(md5('city' || g % 300), 1, 9)),
        lpad((g * 7919 % 99999)::text, 5, '0'), now(), now()
      from generate_series(1, 20000) g`);
    await database.executeSql("vacuum analyze members");
    pool = (database.db as unknown as { $client: pg.Pool }).$client;
  });
  afterAll(() => database?.close());

  /** The statement the search sends for `q`, as drizzle logs it. */
  async function searchStatement(q: string): Promise<Statement> {
    const sent: Statement[] = [];
    const logged = drizzle({
      client: pool,
      schema,
      casing: "snake_case",
      logger: { logQuery: (text, values) => sent.push({ text, values }) },
    });
    await searchAccounts(logged, officeMemberQuerySchema.parse({ q }), isoDay(testClockStart()));
    return sent[0] as Statement;
  }

  /** What the statement's plan reads: the indexes it reads by bitmap, and how it reads members otherwise. */
  async function planOf(statement: Statement) {
    const { rows } = await pool.query(`explain (format json) ${statement.text}`, statement.values);
    const nodes: PlanNode[] = [];
    const walk = (node: PlanNode) => {
      nodes.push(node);
      for (const child of node.Plans ?? []) walk(child);
    };
    walk((rows[0] as { "QUERY PLAN": { Plan: PlanNode }[] })["QUERY PLAN"][0]?.Plan as PlanNode);
    return {
      bitmapIndexes: nodes
        .filter((node) => node["Node Type"] === "Bitmap Index Scan")
        .map((node) => node["Index Name"]),
      membersOtherwise: nodes
        .filter((node) => node["Relation Name"] === "members" && node["Node Type"] !== "Bitmap Heap Scan")
        .map((node) => `${node["Node Type"]} ${node["Index Name"] ?? ""}`.trim()),
    };
  }

  it("reads the members whose name, e-mail, city or zip code holds the text from their trigram indexes", async () => {
    // The end of one member's first name and the start of their last name: "…ae8d 3eeb…".
    const { rows } =
      await pool.query(`select lower(substr(first_name, 4) || ' ' || substr(last_name, 1, 4)) as text
      from members where email = 'member1234@example.org'`);
    const plan = await planOf(await searchStatement(rows[0].text));
    expect(plan.bitmapIndexes).toEqual(
      expect.arrayContaining([
        "members_full_name_trgm",
        "members_email_trgm",
        "members_city_trgm",
        "members_zip_code_trgm",
      ]),
    );
    // Neither the page nor its count reads every member, whole or in the sort index's order.
    expect(plan.membersOtherwise).toEqual([]);
  });
});
