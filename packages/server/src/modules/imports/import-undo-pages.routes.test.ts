import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, signInEachRole } from "../../test/factories.ts";
import { jobContextOn } from "../../test/job-context.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { waitFor } from "../../test/wait-for.ts";
import { auditLog } from "../audit/audit.schema.ts";
import { members } from "../members/members.schema.ts";
import { requestUndo, runImportUndos } from "./import-undo.service.ts";
import { findImport } from "./imports.repository.ts";

// Issue 41: the undo reads the import's rows a page at a time (a 50,000-row import's rows are never all in memory at
// once). Pages of three rows here: the undo goes through several, from the cars' rows into the members', and undoes
// every row of each.

let t: TestApp;
let admin: { token: string; id: number };

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signInEachRole(t.app, t.database.db);
  admin = { token: signedIn.tokens.admin, id: signedIn.ids.admin };
});
afterAll(() => t.close());

const office = (url: string) =>
  t.app.inject({ method: "POST", url: `/api/v1/office${url}`, headers: bearer(admin.token) });
const status = async (id: number) => (await findImport(t.database.db, id))?.status;

async function committedImport() {
  const roster = [
    "Member #,First Name,Last Name,City",
    ...[8901, 8902, 8903].map((no) => `${no},Ada,Moved,Chicago`),
    ...[30001, 30002, 30003, 30004, 30005].map((no) => `${no},Nora,New,Boston`),
  ];
  const cars = [
    "Owner Member #,Year,Make,Model",
    ...[30001, 30002, 30003, 30004].map((no) => `${no},1931,Packard,Deluxe Eight`),
  ];
  const body = new FormData();
  body.append("file", new Blob([`${roster.join("\r\n")}\r\n`]), "roster.csv");
  body.append("cars", new Blob([`${cars.join("\r\n")}\r\n`]), "cars.csv");
  const uploaded = await t.app.inject({
    method: "POST",
    url: "/api/v1/office/imports",
    headers: bearer(admin.token),
    payload: body,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const id = uploaded.json().id as number;
  const preview = await office(`/imports/${id}/preview`);
  expect(preview.json().summary).toMatchObject({ new: 5, changed: 3, carsNew: 4 });
  expect((await office(`/imports/${id}/commit`)).statusCode).toBe(202);
  await waitFor(async () => (await status(id)) === "committed", 10_000);
  return id;
}

describe("undoing an import of more rows than a page", () => {
  it("undoes every row, a page at a time", async () => {
    const changed = [];
    for (const memberNo of [8901, 8902, 8903])
      changed.push(await createDirectoryMember(t.database.db, { member: { memberNo, city: "Springfield" } }));
    const id = await committedImport();

    const context = jobContextOn(t.database.db, t.clock);
    await requestUndo(context, admin.id, id);
    await runImportUndos(context, { rowsPerPage: 3 });

    expect(await findImport(t.database.db, id)).toMatchObject({
      status: "undone",
      rowsDone: 12,
      rowsTotal: 12,
    });
    const left = await t.database.db
      .select({ memberNo: members.memberNo, city: members.city })
      .from(members)
      .where(inArray(members.memberNo, [8901, 8902, 8903, 30001, 30002, 30003, 30004, 30005]))
      .orderBy(members.memberNo);
    expect(left).toEqual([8901, 8902, 8903].map((memberNo) => ({ memberNo, city: "Springfield" })));
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "import_undone"));
    expect(entry?.after).toMatchObject({
      importId: id,
      counts: { membersDeleted: 5, membersRestored: 3, carsDeleted: 4, carsKept: 0 },
    });
  });
});
