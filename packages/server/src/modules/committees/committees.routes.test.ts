import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../../config.ts";
import { bearer, createDirectoryMember, createMember, createStaff, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom, yearEnd } from "../../test/test-clock.ts";
import { auditLog } from "../audit/audit.schema.ts";
import { privacyChoices } from "../privacy/privacy.schema.ts";
import { committees, committeeTerms } from "./committees.schema.ts";
import { seatMembers } from "./committees.service.ts";

// Issue 46: the office keeps the club's and the regions' committees and who serves on them; everyone reads who
// serves today, each named as the visibility rule says.

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const numbers: Record<string, number> = {};
let boardId: number;

type Method = "GET" | "POST" | "PATCH" | "DELETE";
const call = (method: Method, url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, payload });
const office = (method: Method, url: string, payload?: object) =>
  call(method, `/office${url}`, tokens.staff as string, payload);
const today = () => daysFrom(t.clock.now, 0);
const fieldsOf = (response: { json: () => unknown }) =>
  Object.keys((response.json() as { errors: Record<string, string[]> }).errors);

interface PublicCommittee {
  id: number;
  name: string;
  members: { role: string; name: string; named: boolean }[];
}
const clubCommittees = async (token: string | null) =>
  ((await call("GET", "/committees", token)).json() as { committees: PublicCommittee[] }).committees;
const boardAsSeenBy = async (token: string | null) =>
  (await clubCommittees(token)).find((committee) => committee.id === boardId)?.members ?? [];

const addCommittee = async (name: string, regionCode: string | null = null) => {
  const response = await office("POST", "/committees", { name, description: "", region_code: regionCode });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
};
const seat = (committeeId: number, payload: object) =>
  office("POST", `/committees/${committeeId}/terms`, payload);
const seated = async (committeeId: number, payload: object) => {
  const response = await seat(committeeId, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; state: string; startsOn: string; endsOn: string | null };
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const inGI = [{ code: "GI", duesExpire: yearEnd(t.clock.now) }];
  const people = {
    member: { firstName: "Mo", lastName: "Member" },
    chair: { firstName: "Carla", lastName: "Chair" },
    unlisted: { firstName: "Quiet", lastName: "Quayle" },
    other: { firstName: "Otto", lastName: "Other" },
  };
  for (const [key, member] of Object.entries(people)) {
    const created = await createDirectoryMember(db, { member, regions: inGI });
    ids[key] = created.id;
    numbers[key] = created.memberNo;
    tokens[key] = await signIn(t.app, created.email);
  }
  await db.insert(privacyChoices).values({
    memberId: ids.unlisted as number,
    showInDirectory: false,
    showAddress: false,
    showPhones: false,
    showEmail: false,
    allowClubMail: false,
    createdAt: t.clock.now,
    updatedAt: t.clock.now,
  });
  const resigned = await createMember(db, { firstName: "Gone", lastName: "Away", resignedOn: "2020-01-01" });
  numbers.resigned = resigned.memberNo;
  const staff = await createStaff(db, "office_staff");
  tokens.staff = await signIn(t.app, staff.email);
  const [board] = await db.select().from(committees).where(eq(committees.key, "board"));
  boardId = board?.id as number;
});
afterAll(() => t.close());

describe("the office's committees: who may call them", () => {
  it.each([
    ["GET", "/office/committees"],
    ["POST", "/office/committees"],
    ["PATCH", "/office/committees/1"],
    ["DELETE", "/office/committees/1"],
    ["POST", "/office/committees/1/terms"],
    ["PATCH", "/office/committees/1/terms/1"],
    ["POST", "/office/committees/1/terms/1/end"],
    ["DELETE", "/office/committees/1/terms/1"],
  ] as const)("%s %s: 401 without a token, 403 for a member", async (method, url) => {
    expect((await call(method, url, null, {})).statusCode).toBe(401);
    expect((await call(method, url, tokens.member as string, {})).statusCode).toBe(403);
  });

  it("lets office staff read every committee, the board among them", async () => {
    const response = await office("GET", "/committees");
    expect(response.statusCode).toBe(200);
    expect(response.json().committees[0]).toMatchObject({
      id: boardId,
      key: "board",
      name: "Board of Directors",
      region: null,
      retired: false,
    });
  });
});

describe("adding, changing and deleting a committee", () => {
  it("adds a club's committee and a region's, names the field of a bad one, refuses a name taken", async () => {
    const id = await addCommittee("Nominating Committee");
    const regional = await addCommittee("Tour Committee", "gi");
    const list = (await office("GET", "/committees")).json().committees as {
      id: number;
      region: { code: string } | null;
    }[];
    expect(list.find((committee) => committee.id === id)?.region).toBeNull();
    expect(list.find((committee) => committee.id === regional)?.region).toMatchObject({ code: "GI" });
    // The club's first, then the regions'.
    expect(list.findIndex((committee) => committee.id === regional)).toBeGreaterThan(
      list.findIndex((committee) => committee.id === id),
    );

    const cases: [object, string, number][] = [
      [{ name: "" }, "name", 400],
      [{ name: "x".repeat(81) }, "name", 400],
      [{ name: "Fine", description: "x".repeat(1001) }, "description", 400],
      [{ name: "Fine", region_code: "ZZ" }, "regionCode", 422],
      [{ name: "nominating committee" }, "name", 422],
    ];
    for (const [payload, field, status] of cases) {
      const response = await office("POST", "/committees", payload);
      expect(response.statusCode, field).toBe(status);
      expect(fieldsOf(response), field).toContain(field);
    }
    // The same name in a region is another scope.
    await addCommittee("Nominating Committee", "GI");
  });

  it("renames and retires a committee: a retired one is shown to no one and seats no one", async () => {
    const id = await addCommittee("Library Committee");
    expect((await office("PATCH", "/committees/999999", { name: "X" })).statusCode).toBe(404);
    const bad = await office("PATCH", `/committees/${id}`, { name: "" });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toContain("name");
    const renamed = await office("PATCH", `/committees/${id}`, { name: "Archives Committee", retired: true });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: "Archives Committee", retired: true });
    expect((await clubCommittees(null)).map((committee) => committee.id)).not.toContain(id);
    const refused = await seat(id, { member_no: numbers.member });
    expect(refused.statusCode).toBe(409);
    expect((await office("PATCH", `/committees/${id}`, { retired: false })).json().retired).toBe(false);
    expect((await clubCommittees(null)).map((committee) => committee.id)).toContain(id);
    const trail = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "committee_changed"));
    expect(trail.some((entry) => JSON.stringify(entry.after).includes("Archives Committee"))).toBe(true);
  });

  it("deletes only a committee the office added that nobody served on (409 otherwise: retire it)", async () => {
    const unused = await addCommittee("Unused Committee");
    const served = await addCommittee("Served Committee");
    await seated(served, { member_no: numbers.member });
    expect((await office("DELETE", `/committees/${served}`)).statusCode).toBe(409);
    expect((await office("DELETE", `/committees/${boardId}`)).statusCode).toBe(409);
    expect((await office("DELETE", `/committees/${unused}`)).statusCode).toBe(204);
    expect((await office("DELETE", `/committees/${unused}`)).statusCode).toBe(404);
    expect((await office("DELETE", "/committees/abc")).statusCode).toBe(400);
  });
});

describe("a committee's terms", () => {
  it("seats a member by number (role Member and the club's today unless given), naming the field of a bad term", async () => {
    const id = await addCommittee("Awards Committee");
    const term = await seated(id, { member_no: numbers.chair });
    expect(term).toMatchObject({ state: "current", startsOn: today(), endsOn: null, role: "Member" });
    expect((await seat(999_999, { member_no: numbers.member })).statusCode).toBe(404);
    const cases: [object, string, number][] = [
      [{}, "memberNo", 400],
      [{ member_no: "twelve" }, "memberNo", 400],
      [{ member_no: numbers.member, role: "" }, "role", 400],
      [{ member_no: numbers.member, role: "x".repeat(61) }, "role", 400],
      [{ member_no: numbers.member, starts_on: "15/06/2027" }, "startsOn", 400],
      [{ member_no: numbers.member, starts_on: today(), ends_on: daysFrom(t.clock.now, -1) }, "endsOn", 400],
      [{ member_no: 999_999 }, "memberNo", 422],
      [{ member_no: numbers.resigned }, "memberNo", 422],
      [{ member_no: numbers.member, starts_on: "2020-01-01", ends_on: "2020-12-31" }, "endsOn", 422],
      // Carla already serves from today, with no last day.
      [{ member_no: numbers.chair, starts_on: daysFrom(t.clock.now, 30) }, "startsOn", 422],
    ];
    for (const [payload, field, status] of cases) {
      const response = await seat(id, payload);
      expect(response.statusCode, `${field} ${JSON.stringify(payload)}`).toBe(status);
      expect(fieldsOf(response), field).toContain(field);
    }
    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "committee_term_added"), eq(auditLog.memberId, ids.chair as number)));
    expect(trail.length).toBeGreaterThan(0);
  });

  it("seats a member once when two requests for the same days come at once", async () => {
    const id = await addCommittee("Parallel Committee");
    const payload = { member_no: numbers.other, role: "Secretary" };
    const answers = await Promise.all([seat(id, payload), seat(id, payload)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    const rows = await t.database.db.select().from(committeeTerms).where(eq(committeeTerms.committeeId, id));
    expect(rows).toHaveLength(1);
  });

  it("changes a term's role and days, and ends one being served today", async () => {
    const id = await addCommittee("Finance Committee");
    const term = await seated(id, { member_no: numbers.member, starts_on: daysFrom(t.clock.now, -100) });
    const url = `/committees/${id}/terms/${term.id}`;
    expect(
      (await office("PATCH", `/committees/${boardId}/terms/${term.id}`, { role: "Chair" })).statusCode,
    ).toBe(404);
    const bad = await office("PATCH", url, { role: "" });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toContain("role");
    const rewritten = await office("PATCH", url, { ends_on: daysFrom(t.clock.now, -10) });
    expect(rewritten.statusCode).toBe(422);
    expect(fieldsOf(rewritten)).toContain("endsOn");
    const changed = await office("PATCH", url, { role: "Chair" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ role: "Chair", state: "current" });

    expect((await office("POST", `/committees/${id}/terms/999999/end`)).statusCode).toBe(404);
    expect((await office("POST", `${url}/end`)).statusCode).toBe(204);
    const [ended] = await t.database.db.select().from(committeeTerms).where(eq(committeeTerms.id, term.id));
    expect(ended?.endsOn).toBe(daysFrom(t.clock.now, -1));
    // Ended: not being served, so not ended again; begun, so not deleted.
    expect((await office("POST", `${url}/end`)).statusCode).toBe(409);
    expect((await office("DELETE", url)).statusCode).toBe(409);
    // Served again from today: the days no longer overlap.
    await seated(id, { member_no: numbers.member, role: "Chair" });
  });

  it("deletes a term not begun, and ends one begun today by removing it", async () => {
    const id = await addCommittee("Future Committee");
    const upcoming = await seated(id, { member_no: numbers.member, starts_on: daysFrom(t.clock.now, 10) });
    expect(upcoming.state).toBe("upcoming");
    expect((await office("POST", `/committees/${id}/terms/${upcoming.id}/end`)).statusCode).toBe(409);
    expect((await office("DELETE", `/committees/${id}/terms/${upcoming.id}`)).statusCode).toBe(204);
    expect((await office("DELETE", `/committees/${id}/terms/${upcoming.id}`)).statusCode).toBe(404);

    const fromToday = await seated(id, { member_no: numbers.member });
    expect((await office("POST", `/committees/${id}/terms/${fromToday.id}/end`)).statusCode).toBe(204);
    const rows = await t.database.db.select().from(committeeTerms).where(eq(committeeTerms.committeeId, id));
    expect(rows).toEqual([]);
    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "committee_term_deleted"));
    expect(trail.length).toBeGreaterThan(0);
  });
});

describe("who serves, as everyone reads it", () => {
  it("names a listed member to anyone and an unlisted one as 'A club member' to others", async () => {
    await seated(boardId, { member_no: numbers.chair, role: "President" });
    await seated(boardId, { member_no: numbers.unlisted, role: "Treasurer" });
    await seated(boardId, { member_no: numbers.other, starts_on: daysFrom(t.clock.now, 5) });
    for (const viewer of [null, tokens.member as string]) {
      const board = await boardAsSeenBy(viewer);
      expect(board).toContainEqual(
        expect.objectContaining({ role: "President", name: "Carla Chair", named: true }),
      );
      expect(board).toContainEqual(
        expect.objectContaining({ role: "Treasurer", name: "A club member", named: false }),
      );
      // Not yet serving.
      expect(JSON.stringify(board)).not.toContain("Otto");
      expect(JSON.stringify(board)).not.toContain("Quayle");
    }
    expect(await boardAsSeenBy(tokens.unlisted as string)).toContainEqual(
      expect.objectContaining({ role: "Treasurer", name: "Quiet Quayle", named: true }),
    );
    expect(await boardAsSeenBy(tokens.staff as string)).toContainEqual(
      expect.objectContaining({ name: "Quiet Quayle" }),
    );
  });

  it("lists a region's committees on its own, and 404 for a region that does not exist", async () => {
    const id = await addCommittee("Show Committee", "UM");
    await seated(id, { member_no: numbers.chair, role: "Chair" });
    const response = await call("GET", "/regions/um/committees", null);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      region: { code: "UM" },
      committees: [
        { id, name: "Show Committee", members: [{ role: "Chair", name: "Carla Chair", named: true }] },
      ],
    });
    expect((await clubCommittees(null)).map((committee) => committee.id)).not.toContain(id);
    expect((await call("GET", "/regions/ZZ/committees", null)).statusCode).toBe(404);
  });

  it("gives the member their terms in Download my data", async () => {
    const response = await call("GET", "/members/my_data", tokens.chair as string);
    expect(response.statusCode).toBe(200);
    const terms = response.json().committeeTerms as {
      committee: string;
      role: string;
      regionCode: string | null;
    }[];
    expect(terms).toContainEqual(
      expect.objectContaining({
        committee: "Board of Directors",
        role: "President",
        regionCode: null,
        state: "current",
      }),
    );
    expect(terms).toContainEqual(expect.objectContaining({ committee: "Show Committee", regionCode: "UM" }));
    expect(JSON.stringify(terms)).not.toContain("Treasurer");
  });
});

describe("seatMembers (an election's winners)", () => {
  const context = () => ({
    db: t.database.db,
    now: () => t.clock.now,
    log: t.app.log,
    config: parseConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "club-test-")),
      PUBLIC_URL: "http://portal.test",
    }),
  });

  it("seats the winners in the caller's transaction, and refuses them all when one already serves", async () => {
    const id = await addCommittee("Elected Committee");
    const startsOn = daysFrom(t.clock.now, 30);
    const seats = {
      committeeId: id,
      memberIds: [ids.member as number, ids.other as number],
      role: "Member",
      startsOn,
      endsOn: null,
      electionId: 7,
    };
    await t.database.db.transaction((tx) => seatMembers({ ...context(), db: tx }, seats));
    const rows = await t.database.db.select().from(committeeTerms).where(eq(committeeTerms.committeeId, id));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.electionId === 7 && row.startsOn === startsOn)).toBe(true);

    const again = t.database.db.transaction((tx) =>
      seatMembers(
        { ...context(), db: tx },
        { ...seats, memberIds: [ids.chair as number, ids.other as number] },
      ),
    );
    await expect(again).rejects.toMatchObject({ code: "invalid", errors: { startsOn: expect.any(Array) } });
    expect(
      await t.database.db.select().from(committeeTerms).where(eq(committeeTerms.committeeId, id)),
    ).toHaveLength(2);
  });
});
