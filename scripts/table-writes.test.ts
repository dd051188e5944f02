import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tableWritesOutsideOwner } from "./table-writes.ts";

// The rule `npm run lint` enforces with scripts/check-table-writes.ts, tried on a small tree that breaks it in each
// way it can be broken, next to the writes and reads it allows.
function tree(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), "table-writes-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const modules = "packages/server/src/modules";

describe("the table-writes rule", () => {
  it("finds each write to another module's table, and lets a module write its own and read others'", () => {
    const root = tree({
      [`${modules}/members/members.schema.ts`]: 'export const members = pgTable("members", {});\n',
      [`${modules}/checkout/checkout.schema.ts`]: 'export const invoices = pgTable("invoices", {});\n',
      [`${modules}/checkout/invoices.repository.ts`]: [
        'import { members as people } from "../members/members.schema.ts";',
        'import { invoices } from "./checkout.schema.ts";',
        "export const open = (db) => db.insert(invoices).values({});",
        "export const read = (db) => db.select().from(people);",
        "export const rename = (db) => db.update(people).set({ name: 'x' });",
        `export const purge = (db) => db.execute(sql\`delete from \${people} where id = 1\`);`,
        'export const raw = (run) => run("insert into members (id) values ($1)", [1]);',
      ].join("\n"),
      [`${modules}/checkout/invoices.repository.test.ts`]:
        'import { members } from "../members/members.schema.ts";\nexport const seed = (db) => db.insert(members);\n',
    });
    expect(tableWritesOutsideOwner(root).map((w) => `${path.basename(w.file)}:${w.line} ${w.table}`)).toEqual(
      [
        "invoices.repository.ts:5 people",
        "invoices.repository.ts:6 people",
        "invoices.repository.ts:7 members",
      ],
    );
  });

  // It parses every server file: seconds on a busy machine, so a timeout of its own (issue 41).
  it("finds none in the portal as it is", { timeout: 60_000 }, () => {
    expect(tableWritesOutsideOwner(path.resolve(import.meta.dirname, ".."))).toEqual([]);
  });
});
