import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openExports } from "../test/open-exports.ts";
import { createTestDatabase } from "../test/test-database.ts";
import type { Database } from "./client.ts";
import { cursorRows } from "./cursor-rows.ts";

// One query read through a cursor, a few rows at a time, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: every
// row once in order, the query's parameters bound in the DECLARE, and nothing left open when the reader stops.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The odd numbers from `last` down to 1, each with a label: parameters in the SELECT, the FROM and the WHERE. */
const oddNumbers = (last: number, label = "row ") =>
  database.db
    .select({ n: sql<number>`n`, label: sql<string>`${label} || n` })
    .from(sql`generate_series(1, ${last}::int) as n`)
    .where(sql`n % ${2} = 1`)
    .orderBy(sql`n desc`);

async function readAll<Row>(rows: AsyncIterable<Row>) {
  const read: Row[] = [];
  for await (const row of rows) read.push(row);
  return read;
}

describe("cursorRows", () => {
  it("reads every row once, in the query's order, over many fetches", async () => {
    const expected = Array.from({ length: 13 }, (_, i) => ({ n: 25 - 2 * i, label: `row ${25 - 2 * i}` }));
    expect(await readAll(cursorRows(database.db, oddNumbers(25), 4))).toEqual(expected);
    // A last fetch that comes back empty (12 rows in sets of 4), and a query with no rows.
    expect(await readAll(cursorRows(database.db, oddNumbers(24, "n"), 4))).toHaveLength(12);
    expect(await readAll(cursorRows(database.db, oddNumbers(0), 4))).toEqual([]);
    expect(await openExports(database)).toBe(0);
  });

  it("lets other queries in between fetches, and closes the cursor when the reader stops early", async () => {
    const reader = cursorRows(database.db, oddNumbers(100), 5);
    expect((await reader.next()).value).toEqual({ n: 99, label: "row 99" });
    expect(await openExports(database)).toBe(1);
    for await (const row of reader) {
      if (row.n < 80) break;
    }
    expect(await openExports(database)).toBe(0);
  });

  it("lets the event loop turn between fetches: other requests are read while a client takes the rows", async () => {
    let read = 0;
    let readWhenTimerRan: number | undefined;
    // setImmediate runs at the loop's next turn; a 1 ms timer could still be early after all twenty local fetches
    // on PostgreSQL (CI, once), which said nothing of the turns.
    setImmediate(() => {
      readWhenTimerRan = read;
    });
    for await (const _ of cursorRows(database.db, oddNumbers(200), 5)) read += 1;
    expect(readWhenTimerRan).toBeLessThan(read);
  });

  // Issue 41: PostgreSQL computes the next set while the caller works on this one (audit.csv, formatting 2,000 lines,
  // waited for each next fetch), and no further: one set ahead, whatever the client's pace.
  it.runIf(process.env.TEST_DATABASE_URL)(
    "asks PostgreSQL for the next set ahead, and only the next",
    async () => {
      const query = vi.spyOn(pg.Client.prototype, "query");
      const fetches = () =>
        query.mock.calls.filter(([config]) => String((config as { text?: string }).text).startsWith("fetch"))
          .length;
      const reader = cursorRows(database.db, oddNumbers(100), 5);
      try {
        await reader.next();
        expect(fetches()).toBe(2);
        for (let i = 0; i < 4; i++) await reader.next();
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(fetches()).toBe(2);
        await reader.next();
        expect(fetches()).toBe(3);
      } finally {
        await reader.return(undefined);
        query.mockRestore();
      }
      expect(await openExports(database)).toBe(0);
    },
  );

  it("gives the connection back when the query fails halfway", async () => {
    const failing = database.db
      .select({ n: sql<number>`n`, share: sql<number>`100 / (5 - n)` })
      .from(sql`generate_series(1, 9) as n`)
      .orderBy(sql`n`);
    await expect(readAll(cursorRows(database.db, failing, 2))).rejects.toThrow(/division by zero/);
    expect(await openExports(database)).toBe(0);
  });

  it("refuses a nested selection, and a column the two drivers would read differently", async () => {
    const nested = database.db
      .select({ row: { n: sql<number>`n`, m: sql<number>`n` } })
      .from(sql`generate_series(1, 3) as n`);
    await expect(readAll(cursorRows(database.db, nested))).rejects.toThrow(/flat selection/);
    const counted = database.db
      .select({ count: sql<number>`count(*)` })
      .from(sql`generate_series(1, 3) as n`);
    await expect(readAll(cursorRows(database.db, counted))).rejects.toThrow(/"count" is a bigint/);
    const dated = database.db
      .select({ day: sql<string>`current_date` })
      .from(sql`generate_series(1, 3) as n`);
    await expect(readAll(cursorRows(database.db, dated))).rejects.toThrow(/"day" is a date/);
    expect(await openExports(database)).toBe(0);
  });

  it("is not for use inside a transaction", async () => {
    await expect(database.db.transaction((tx) => readAll(cursorRows(tx, oddNumbers(3))))).rejects.toThrow(
      /not inside a transaction/,
    );
  });
});
