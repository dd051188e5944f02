import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, createStaff, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { auditLog } from "../audit/audit.schema.ts";

// Issue 29: the judges' roster, kept by the office, and a judge's own record.

let t: TestApp;
let tokens: { staff: string; member: string };
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp();
  const member = await createDirectoryMember(t.database.db);
  tokens = {
    staff: await signIn(t.app, (await createStaff(t.database.db)).email),
    member: await signIn(t.app, member.email),
  };
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT";
const call = (method: Method, url: string, payload?: object, token: string | null = tokens.staff) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, payload });

async function newMember() {
  sequence += 1;
  return createDirectoryMember(t.database.db, {
    member: { firstName: "Judith", lastName: `Roster${sequence}` },
  });
}

const auditOf = (action: string, memberId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.memberId, memberId))
    .then((rows) => rows.filter((row) => row.action === action));

describe("the judges' roster", () => {
  it("puts a member on the roster at a level, lists them and changes their level and seminars, in the trail", async () => {
    const member = await newMember();
    const added = await call("POST", "/office/judges", {
      member_id: member.id,
      level: "apprentice",
      seminars: [{ name: "Judging the Full Classic", date: "2026-03-14" }],
    });
    expect(added.statusCode, added.body).toBe(201);
    const judge = added.json();
    expect(judge).toEqual({
      id: expect.any(Number),
      memberId: member.id,
      memberNo: member.memberNo,
      firstName: "Judith",
      lastName: member.lastName,
      level: "apprentice",
      seminars: [{ name: "Judging the Full Classic", date: "2026-03-14" }],
      meetsJudged: [],
    });
    expect((await call("GET", "/office/judges")).json()).toContainEqual(judge);

    const changed = await call("PUT", `/office/judges/${judge.id}`, { level: "judge", seminars: [] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: judge.id, level: "judge", seminars: [] });
    expect(await auditOf("judge_added", member.id)).toHaveLength(1);
    const [change] = await auditOf("judge_changed", member.id);
    expect(change?.before).toEqual({
      level: "apprentice",
      seminars: [{ name: "Judging the Full Classic", date: "2026-03-14" }],
    });
    expect(change?.after).toEqual({ level: "judge", seminars: [] });
  });

  it("refuses an unknown member and a member already on the roster, naming memberId", async () => {
    const unknown = await call("POST", "/office/judges", { member_id: 999_999, level: "judge" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ memberId: ["No member has this id"] });

    const member = await newMember();
    expect((await call("POST", "/office/judges", { member_id: member.id, level: "judge" })).statusCode).toBe(
      201,
    );
    const twice = await call("POST", "/office/judges", { member_id: member.id, level: "master" });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ memberId: ["This member is already on the judges' roster"] });
  });

  it("names the field of a malformed judge (400)", async () => {
    const member = await newMember();
    const level = await call("POST", "/office/judges", { member_id: member.id, level: "grandmaster" });
    expect(level.statusCode).toBe(400);
    expect(Object.keys(level.json().errors)).toEqual(["level"]);
    const seminar = await call("POST", "/office/judges", {
      member_id: member.id,
      level: "judge",
      seminars: [{ name: "", date: "2026-03-14" }],
    });
    expect(seminar.statusCode).toBe(400);
    expect(Object.keys(seminar.json().errors)).toEqual(["seminars.0.name"]);
    expect((await call("PUT", "/office/judges/1", { level: "none" })).statusCode).toBe(400);
  });

  it("is the office's: 401 without a token, 403 for a member, 404 for an unknown judge", async () => {
    for (const [method, url] of [
      ["GET", "/office/judges"],
      ["POST", "/office/judges"],
      ["PUT", "/office/judges/1"],
    ] as const) {
      expect((await call(method, url, { level: "judge" }, null)).statusCode, url).toBe(401);
      expect((await call(method, url, { level: "judge" }, tokens.member)).statusCode, url).toBe(403);
    }
    expect((await call("PUT", "/office/judges/999999", { level: "judge", seminars: [] })).statusCode).toBe(
      404,
    );
  });
});

describe("GET /api/v1/judging/me", () => {
  it("is a judge's own record; 404 for a member who is not a judge, 401 without a token", async () => {
    const member = await newMember();
    const token = await signIn(t.app, member.email);
    expect((await call("GET", "/judging/me", undefined, token)).statusCode).toBe(404);
    expect((await call("GET", "/judging/me", undefined, null)).statusCode).toBe(401);
    await call("POST", "/office/judges", { member_id: member.id, level: "master" });
    const own = await call("GET", "/judging/me", undefined, token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ memberId: member.id, level: "master", meetsJudged: [] });
  });
});
