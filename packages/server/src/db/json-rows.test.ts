import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../modules/audit/audit.schema.ts";
import { associates, members } from "../modules/members/members.schema.ts";
import { createTestDatabase } from "../test/test-database.ts";
import type { Database } from "./client.ts";
import { insertRows, insertRowsReturningIds, jsonRowSets } from "./json-rows.ts";

// Many rows a statement as one JSON parameter (the roster import's writes), on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: each row as drizzle's insert would write it, defaults where a row leaves a column out, and the new
// ids in the order of the rows given.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const at = new Date("2027-03-04T05:06:07.890Z");
const member = (memberNo: number, extra: Partial<typeof members.$inferInsert> = {}) => ({
  memberNo,
  email: `json.rows.${memberNo}@example.com`,
  passwordHash: "not a hash",
  firstName: "Pat",
  lastName: `O'Hara "${memberNo}"`,
  createdAt: at,
  updatedAt: at,
  ...extra,
});

describe("jsonRowSets", () => {
  it("groups the rows by the columns they give, named as the database has them", () => {
    const sets = jsonRowSets(members, [
      member(1),
      member(2, { publicationPreferences: 3 }),
      member(3),
      member(4, { city: undefined }),
    ]);
    expect(sets.map((set) => set.indexes)).toEqual([[0, 2, 3], [1]]);
  });

  it("refuses a key that is no column of the table", () => {
    expect(() =>
      jsonRowSets(members, [{ ...member(1), nickname: "Pat" } as typeof members.$inferInsert]),
    ).toThrow("nickname is not a column of the table");
  });
});

describe("insertRowsReturningIds and insertRows", () => {
  it("writes each row's values, a default where a row leaves its column out, and gives the ids in the rows' order", async () => {
    const rows = [
      member(810_001, { publicationPreferences: 3, city: "Evanston" }),
      member(810_002),
      member(810_003, { publicationPreferences: 2, city: "Zürich" }),
      member(810_004, { deceasedOn: "2026-12-31" }),
    ];
    const ids = await insertRowsReturningIds(database.db, members, rows);
    const written = await database.db
      .select({
        id: members.id,
        memberNo: members.memberNo,
        lastName: members.lastName,
        city: members.city,
        publicationPreferences: members.publicationPreferences,
        deceasedOn: members.deceasedOn,
        createdAt: members.createdAt,
      })
      .from(members)
      .where(inArray(members.id, ids));
    const byId = new Map(written.map((row) => [row.id, row]));
    expect(ids.map((id) => byId.get(id))).toEqual([
      expect.objectContaining({
        memberNo: 810_001,
        city: "Evanston",
        publicationPreferences: 3,
        deceasedOn: null,
      }),
      expect.objectContaining({ memberNo: 810_002, city: null, publicationPreferences: 1 }),
      expect.objectContaining({ memberNo: 810_003, city: "Zürich", publicationPreferences: 2 }),
      expect.objectContaining({ memberNo: 810_004, publicationPreferences: 1, deceasedOn: "2026-12-31" }),
    ]);
    expect(byId.get(ids[1] as number)?.lastName).toBe(`O'Hara "810002"`);
    expect(byId.get(ids[0] as number)?.createdAt).toEqual(at);

    // `onConflict` ends the statement: the second associate of a member replaces the first.
    const memberId = ids[0] as number;
    await insertRows(database.db, associates, [
      { memberId, firstName: "Lee", lastName: "One", createdAt: at },
    ]);
    await insertRows(
      database.db,
      associates,
      [{ memberId, firstName: "Sam", lastName: "Two", createdAt: at }],
      sql`on conflict (member_id) do update set first_name = excluded.first_name, last_name = excluded.last_name`,
    );
    expect(
      await database.db
        .select({ firstName: associates.firstName, lastName: associates.lastName })
        .from(associates)
        .where(eq(associates.memberId, memberId)),
    ).toEqual([{ firstName: "Sam", lastName: "Two" }]);
  });

  it("keeps a JSON column's value as it is, nested objects and strings alike", async () => {
    const after = { counts: { new: 3 }, note: 'a "quoted" word', list: [1, "two", null] };
    const [id] = await insertRowsReturningIds(database.db, auditLog, [
      { at, action: "json_rows_test", after },
      { at, action: "json_rows_test", after: { text: "only" } },
    ]);
    const [row] = await database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.id, id as number));
    expect(row?.after).toEqual(after);
  });

  it("writes nothing for no rows", async () => {
    expect(await insertRowsReturningIds(database.db, members, [])).toEqual([]);
    await insertRows(database.db, members, []);
  });
});
