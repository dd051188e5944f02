import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  createDirectoryMember,
  createMember,
  regionCodesOf,
  signInEachRole,
} from "../../test/factories.ts";
import { jobContextOn } from "../../test/job-context.ts";
import { previewedImport } from "../../test/previewed-import.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { uploadedRoster } from "../../test/uploaded-roster.ts";
import { waitFor } from "../../test/wait-for.ts";
import { auditLog } from "../audit/audit.schema.ts";
import { associates, members } from "../members/members.schema.ts";
import { nationalMemberships } from "../memberships/memberships.schema.ts";
import { requestUndo, runImportUndos } from "./import-undo.service.ts";
import { findImport } from "./imports.repository.ts";

// Issue 41: the undo reads the import's rows a page at a time (a 50,000-row import's rows are never all in memory at
// once), and puts a batch's changed members back a part at a time for the whole batch (a statement per part, not
// per member). Pages of three rows here: the undo goes through several, from the cars' rows into the members', and
// undoes every row of each. And each part of a changed member comes back as it was, a membership or a spouse the
// import gave going again.

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

/** The office imports these lines (with a file of cars if given); the import's id once committed. */
async function committedImport(roster: string[], summary: Record<string, number>, cars?: string[]) {
  const id = await uploadedRoster(t.app, admin.token, roster, { cars });
  const preview = await previewedImport(t.app, admin.token, id);
  expect(preview.json().summary).toMatchObject(summary);
  expect((await office(`/imports/${id}/commit`)).statusCode).toBe(202);
  await waitFor(async () => (await status(id)) === "committed", 10_000);
  return id;
}

describe("undoing an import of more rows than a page", () => {
  it("undoes every row, a page at a time", async () => {
    const changed = [];
    for (const memberNo of [8901, 8902, 8903])
      changed.push(await createDirectoryMember(t.database.db, { member: { memberNo, city: "Springfield" } }));
    const id = await committedImport(
      [
        "Member #,First Name,Last Name,City",
        ...[8901, 8902, 8903].map((no) => `${no},Ada,Moved,Chicago`),
        ...[30001, 30002, 30003, 30004, 30005].map((no) => `${no},Nora,New,Boston`),
      ],
      { new: 5, changed: 3, carsNew: 4 },
      [
        "Owner Member #,Year,Make,Model",
        ...[30001, 30002, 30003, 30004].map((no) => `${no},1931,Packard,Deluxe Eight`),
      ],
    );

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

describe("undoing an import that changed members' memberships and spouses", () => {
  it("puts back each part as it was: the national membership, the spouse, the regions; takes what it gave away", async () => {
    const name = { firstName: "Ada", lastName: "Parts" };
    const changed = await createDirectoryMember(t.database.db, {
      member: { memberNo: 8911, ...name },
      associate: { firstName: "Pat", lastName: "Parts" },
      regions: [{ code: "GI", duesExpire: "2027-12-31" }],
    });
    const given = await createDirectoryMember(t.database.db, { member: { memberNo: 8912, ...name } });
    const unenrolled = await createMember(t.database.db, { memberNo: 8913, ...name });
    const nationalOf = async (memberId: number) =>
      (
        await t.database.db
          .select({
            nationalPlanId: nationalMemberships.nationalPlanId,
            duesExpire: nationalMemberships.duesExpire,
            yearJoined: nationalMemberships.yearJoined,
          })
          .from(nationalMemberships)
          .where(eq(nationalMemberships.memberId, memberId))
      )[0];
    const spouseOf = async (memberId: number) =>
      (
        await t.database.db
          .select({ firstName: associates.firstName, lastName: associates.lastName })
          .from(associates)
          .where(eq(associates.memberId, memberId))
      )[0];
    const national = await nationalOf(changed.id);
    expect(national?.yearJoined).toBe(2010);

    const id = await committedImport(
      [
        "Member #,First Name,Last Name,Joined,Spouse,Regions",
        "8911,Ada,Parts,1999,Sam Parts,NE",
        "8912,Ada,Parts,,Jo Parts,",
        "8913,Ada,Parts,1999,,",
      ],
      { new: 0, changed: 3 },
    );
    expect(await nationalOf(changed.id)).toMatchObject({ yearJoined: 1999 });
    expect(await spouseOf(changed.id)).toEqual({ firstName: "Sam", lastName: "Parts" });
    expect(await regionCodesOf(t.database.db, changed.id)).toEqual(["NE"]);
    expect(await spouseOf(given.id)).toEqual({ firstName: "Jo", lastName: "Parts" });
    expect(await nationalOf(unenrolled.id)).toMatchObject({ yearJoined: 1999 });

    expect((await office(`/imports/${id}/undo`)).statusCode).toBe(202);
    await waitFor(async () => (await status(id)) === "undone", 10_000);

    expect(await nationalOf(changed.id)).toEqual(national);
    expect(await spouseOf(changed.id)).toEqual({ firstName: "Pat", lastName: "Parts" });
    expect(await regionCodesOf(t.database.db, changed.id)).toEqual(["GI"]);
    expect(await spouseOf(given.id)).toBeUndefined();
    expect(await nationalOf(unenrolled.id)).toBeUndefined();
  });
});
