import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "../test/cluster.ts";
import { bearer, createDirectoryMember, createStaff, signIn } from "../test/factories.ts";
import { createTestInstance, type TestApp, testClockStart } from "../test/test-app.ts";
import { type Database, openPostgres } from "./client.ts";
import { seedDatabase } from "./seed/seed.ts";

// Issue 24: a pool that holds. Many office searches at once on a small pool wait their turn for a connection instead
// of failing with 503 "database unavailable", and /readyz, which asks PostgreSQL on a connection of its own, stays
// 200 meanwhile. PostgreSQL only: the embedded database has no pool (CI runs this file with TEST_DATABASE_URL).

const serverUrl = process.env.TEST_DATABASE_URL;
const poolMax = 1;
const concurrent = 200;

describe.runIf(serverUrl)("a saturated pool (PostgreSQL)", () => {
  let created: Awaited<ReturnType<typeof createDatabase>>;
  let database: Database;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    created = await createDatabase(serverUrl as string);
    database = openPostgres(created.url, { max: poolMax, waitMs: 60_000 });
    await database.migrate();
    const clock = { now: testClockStart() };
    await seedDatabase(database.db, { demo: false, now: clock.now });
    for (let index = 0; index < 20; index += 1) await createDirectoryMember(database.db);
    // Issue 41: the API's queue waits as long as the pool does, so the searches wait their turn here too.
    t = await createTestInstance(database, clock, { DATABASE_POOL_QUEUE_MS: "60000" });
    token = await signIn(t.app, (await createStaff(database.db, "office_staff")).email);
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
    await created?.drop();
  });

  it(`answers ${concurrent} office searches at once on ${poolMax} connection, and stays ready`, async () => {
    // The one connection is busy for longer than a request used to wait (5 s) or a readiness probe may (2 s).
    const busy = database.executeSql("select pg_sleep(6)");
    const searches = Array.from({ length: concurrent }, (_, index) =>
      t.app.inject({
        url: `/api/v1/office/members?q=${index % 2 === 0 ? "a" : "e"}&page=${(index % 3) + 1}`,
        headers: bearer(token),
      }),
    );
    const readiness = t.app.inject({ url: "/readyz" });
    const statuses = (await Promise.all(searches)).map((reply) => reply.statusCode);
    expect((await readiness).statusCode).toBe(200);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    await busy;
  });
});
