import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { members } from "../members/members.schema.ts";
import { memberDataTables } from "./member-data-tables.ts";

// DESIGN §10: erasure and my data list every table that holds a member's data; a new one fails here until decided.

const tables = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table));

describe("the tables holding a member's data", () => {
  it("lists every table with a column pointing at a member, and only real tables", () => {
    const pointing = tables
      .filter((table) => table.foreignKeys.some((key) => key.reference().foreignTable === members))
      .map((table) => table.name);
    expect(pointing.length).toBeGreaterThan(30);
    const listed = Object.keys(memberDataTables);
    expect(pointing.filter((name) => !listed.includes(name))).toEqual([]);
    const names = tables.map((table) => table.name);
    expect(listed.filter((name) => !names.includes(name))).toEqual([]);
  });

  it("has the erasure reach the sent mail and the trail (issue 39)", () => {
    expect(memberDataTables.outbox.erasure).toMatch(/^anonymised/);
    expect(memberDataTables.audit_log.erasure).toMatch(/^anonymised/);
    expect("notYet" in memberDataTables.outbox || "notYet" in memberDataTables.audit_log).toBe(false);
  });

  it("says for every table what the erasure does: none is left for later (issue 39)", () => {
    for (const [table, data] of Object.entries(memberDataTables))
      expect(Object.keys(data), table).toEqual(["myData", "erasure"]);
  });
});
