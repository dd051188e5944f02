import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, createStaff, createTerm, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom, pinClock, yearEnd } from "../../test/test-clock.ts";
import { auditLog } from "../audit/audit.schema.ts";
import { privacyChoices } from "../privacy/privacy.schema.ts";

// Issue 42: a region's officers hold its offices for terms. The office appoints, changes, confirms and ends them; a
// region's director proposes; access follows the term's days in the club's time zone with no one acting.

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const numbers: Record<string, number> = {};
const emails: Record<string, string> = {};
/** A session begun on the clock as it is now (one begun days before has expired). */
const signedIn = (who: string) => signIn(t.app, emails[who] as string);
let treasurerOfficeId: number;
let adminEmail: string;

type Method = "GET" | "POST" | "PATCH" | "DELETE";
const call = (method: Method, url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, payload });
const today = () => daysFrom(t.clock.now, 0);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const inGI = [{ code: "GI", duesExpire: yearEnd(t.clock.now) }];
  const people = {
    member: { firstName: "Mo", lastName: "Member" },
    candidate: { firstName: "Tess", lastName: "Treasurer" },
    director: { firstName: "Dee", lastName: "Director" },
    otherDirector: { firstName: "Uma", lastName: "Upper" },
    unlisted: { firstName: "Quiet", lastName: "Officer" },
  };
  for (const [key, member] of Object.entries(people)) {
    const created = await createDirectoryMember(db, { member, regions: inGI });
    ids[key] = created.id;
    numbers[key] = created.memberNo;
    emails[key] = created.email;
    tokens[key] = await signIn(t.app, created.email);
  }
  await createTerm(db, { memberId: ids.director as number, regionCode: "GI", officeKey: "director" });
  await createTerm(db, { memberId: ids.otherDirector as number, regionCode: "UM", officeKey: "director" });
  await createTerm(db, { memberId: ids.unlisted as number, regionCode: "GI", officeKey: "events_chair" });
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
  const staff = await createStaff(db, "office_staff");
  const admin = await createStaff(db, "office_admin");
  ids.admin = admin.id;
  tokens.staff = await signIn(t.app, staff.email);
  tokens.admin = await signIn(t.app, admin.email);
  adminEmail = admin.email;
  const offices = (await call("GET", "/office/regional-offices", tokens.staff)).json() as {
    id: number;
    key: string;
  }[];
  treasurerOfficeId = offices.find((office) => office.key === "treasurer")?.id as number;
});
afterAll(() => t.close());

const appoint = (payload: object, code = "GI", token = tokens.admin as string) =>
  call("POST", `/office/regions/${code}/terms`, token, payload);
const treasurerTerm = (days: { startsOn: string; endsOn: string | null }) => ({
  member_no: numbers.candidate,
  office_id: treasurerOfficeId,
  starts_on: days.startsOn,
  ends_on: days.endsOn,
});
const administers = async (token: string) => {
  const response = await call("GET", "/members/membership_details", token);
  return (response.json() as { regionalAdministrator: boolean }).regionalAdministrator;
};
const report = (code: string, token: string) =>
  call(
    "GET",
    `/regional_administrators/report?region=${code}&filter_option=all_members&export_selection=mailing_list`,
    token,
  );

describe("the office's terms: who may call them", () => {
  it.each([
    ["GET", "/office/regions/GI/terms"],
    ["POST", "/office/regions/GI/terms"],
    ["PATCH", "/office/regions/GI/terms/1"],
    ["DELETE", "/office/regions/GI/terms/1"],
    ["POST", "/office/regions/GI/terms/1/confirm"],
    ["GET", "/office/regional-offices"],
    ["POST", "/office/regional-offices"],
  ] as const)(
    "%s %s: 401 without a token, 403 for a member and for a region's director",
    async (method, url) => {
      expect((await call(method, url, null, {})).statusCode).toBe(401);
      expect((await call(method, url, tokens.member as string, {})).statusCode).toBe(403);
      expect((await call(method, url, tokens.director as string, {})).statusCode).toBe(403);
    },
  );

  it("lets office staff read the terms and only an office administrator appoint", async () => {
    expect((await call("GET", "/office/regions/GI/terms", tokens.staff as string)).statusCode).toBe(200);
    const refused = await appoint(
      treasurerTerm({ startsOn: today(), endsOn: null }),
      "GI",
      tokens.staff as string,
    );
    expect(refused.statusCode).toBe(403);
  });

  it("answers 404 for a region that does not exist and 400 or 422 naming the field for a bad term", async () => {
    expect((await appoint(treasurerTerm({ startsOn: today(), endsOn: null }), "ZZ")).statusCode).toBe(404);
    // Read as the request's shape (400) or against the club's records (422); either way the field is named.
    const cases: [object, string, number][] = [
      [{ ...treasurerTerm({ startsOn: today(), endsOn: null }), member_no: 999_999 }, "memberNo", 422],
      [{ ...treasurerTerm({ startsOn: today(), endsOn: null }), office_id: 999_999 }, "officeId", 422],
      [treasurerTerm({ startsOn: today(), endsOn: daysFrom(t.clock.now, -1) }), "endsOn", 400],
      [
        treasurerTerm({ startsOn: daysFrom(t.clock.now, -30), endsOn: daysFrom(t.clock.now, -2) }),
        "endsOn",
        422,
      ],
    ];
    for (const [payload, field, status] of cases) {
      const response = await appoint(payload);
      expect(response.statusCode, field).toBe(status);
      expect(Object.keys(response.json().errors), field).toContain(field);
    }
    const badDay = await appoint({
      ...treasurerTerm({ startsOn: today(), endsOn: null }),
      starts_on: "15/06/2027",
    });
    expect(badDay.statusCode).toBe(400);
    expect(Object.keys(badDay.json().errors)).toContain("startsOn");
  });
});

describe("a term's access follows its days in the club's time zone", () => {
  it("begins on its first day, ends after its last, with no one acting, and is audited", async () => {
    const startsOn = daysFrom(t.clock.now, 1);
    const endsOn = daysFrom(t.clock.now, 10);
    const created = await appoint({
      ...treasurerTerm({ startsOn, endsOn }),
      reason: "Elected at the spring meeting",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      regionCode: "GI",
      office: { key: "treasurer", title: "Treasurer" },
      member: { memberNo: numbers.candidate, name: "Tess Treasurer" },
      startsOn,
      endsOn,
      state: "upcoming",
      proposedBy: null,
    });
    let token = tokens.candidate as string;
    expect(await administers(token)).toBe(false);
    expect((await report("GI", token)).statusCode).toBe(403);

    pinClock(t.clock, `${startsOn}T12:00:00Z`);
    token = await signedIn("candidate");
    expect(await administers(token)).toBe(true);
    expect((await report("GI", token)).statusCode).toBe(200);
    expect((await report("UM", token)).statusCode).toBe(403);

    // The club's day (America/Chicago) is still the last day at 03:00 UTC the day after; at 06:00 it is not.
    t.clock.now = new Date(`${daysFrom(new Date(`${endsOn}T12:00:00Z`), 1)}T03:00:00Z`);
    token = await signedIn("candidate");
    expect((await report("GI", token)).statusCode).toBe(200);
    t.clock.now = new Date(`${daysFrom(new Date(`${endsOn}T12:00:00Z`), 1)}T06:00:00Z`);
    token = await signedIn("candidate");
    expect((await report("GI", token)).statusCode).toBe(403);
    expect(await administers(token)).toBe(false);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "officer_term_appointed"));
    expect(entry).toMatchObject({
      actorId: ids.admin,
      memberId: ids.candidate,
      reason: "Elected at the spring meeting",
    });
  });

  it("ends today when the office gives it yesterday as its last day, and refuses the same days twice", async () => {
    const created = await appoint({
      ...treasurerTerm({ startsOn: daysFrom(t.clock.now, -20), endsOn: null }),
      member_no: numbers.member,
    });
    expect(created.statusCode).toBe(201);
    const term = created.json() as { id: number };
    expect(await administers(tokens.member as string)).toBe(true);
    const twice = await appoint({
      ...treasurerTerm({ startsOn: today(), endsOn: null }),
      member_no: numbers.member,
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.startsOn).toBeDefined();

    const deleted = await call("DELETE", `/office/regions/GI/terms/${term.id}`, tokens.admin as string);
    expect(deleted.statusCode).toBe(409);
    const ended = await call("PATCH", `/office/regions/GI/terms/${term.id}`, tokens.admin as string, {
      ends_on: daysFrom(t.clock.now, -1),
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().state).toBe("ended");
    expect(await administers(tokens.member as string)).toBe(false);
    const rewritten = await call("PATCH", `/office/regions/GI/terms/${term.id}`, tokens.admin as string, {
      ends_on: daysFrom(t.clock.now, -5),
    });
    expect(rewritten.statusCode).toBe(422);
    expect(
      (await call("PATCH", `/office/regions/UM/terms/${term.id}`, tokens.admin as string, {})).statusCode,
    ).toBe(404);
    expect(
      (await call("POST", `/office/regions/GI/terms/${term.id}/end`, tokens.admin as string)).statusCode,
    ).toBe(409);
  });

  it("begins today when no first day is given, and ends today on the office's word (one begun today goes)", async () => {
    const created = await appoint({ member_no: numbers.member, office_id: treasurerOfficeId, ends_on: null });
    expect(created.statusCode).toBe(201);
    const term = created.json() as { id: number; startsOn: string; state: string };
    expect(term).toMatchObject({ startsOn: today(), state: "current" });
    expect(await administers(tokens.member as string)).toBe(true);
    expect((await call("POST", `/office/regions/GI/terms/${term.id}/end`, null)).statusCode).toBe(401);
    expect(
      (await call("POST", `/office/regions/GI/terms/${term.id}/end`, tokens.staff as string)).statusCode,
    ).toBe(403);
    expect(
      (await call("POST", `/office/regions/GI/terms/${term.id}/end`, tokens.admin as string)).statusCode,
    ).toBe(204);
    expect(await administers(tokens.member as string)).toBe(false);
    const listed = (await call("GET", "/office/regions/GI/terms", tokens.staff as string)).json() as {
      id: number;
    }[];
    expect(listed.map((row) => row.id)).not.toContain(term.id);
  });
});

describe("a director's proposals", () => {
  const proposal = () => ({
    member_no: numbers.candidate,
    office_id: treasurerOfficeId,
    starts_on: daysFrom(t.clock.now, 40),
    ends_on: daysFrom(t.clock.now, 400),
  });

  it("come from a current director of the region only, and give nothing until the office confirms them", async () => {
    expect((await call("POST", "/regions/GI/officer-proposals", null, proposal())).statusCode).toBe(401);
    for (const who of ["member", "otherDirector", "unlisted"])
      expect(
        (await call("POST", "/regions/GI/officer-proposals", tokens[who] as string, proposal())).statusCode,
        who,
      ).toBe(403);
    const proposed = await call(
      "POST",
      "/regions/GI/officer-proposals",
      tokens.director as string,
      proposal(),
    );
    expect(proposed.statusCode).toBe(201);
    expect(proposed.json()).toMatchObject({
      state: "proposed",
      proposedBy: { memberId: ids.director, name: "Dee Director" },
    });
    const { id } = proposed.json() as { id: number };

    const listed = (await call("GET", "/office/regions/GI/terms", tokens.staff as string)).json() as {
      id: number;
    }[];
    expect(listed[0]?.id).toBe(id);

    pinClock(t.clock, `${daysFrom(t.clock.now, 41)}T12:00:00Z`);
    const candidate = await signedIn("candidate");
    expect(await administers(candidate)).toBe(false);
    const admin = await signIn(t.app, adminEmail);
    const confirmed = await call("POST", `/office/regions/GI/terms/${id}/confirm`, admin);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().state).toBe("current");
    expect(await administers(candidate)).toBe(true);
    expect((await call("POST", `/office/regions/GI/terms/${id}/confirm`, admin)).statusCode).toBe(409);
  });

  it("can be declined by the office", async () => {
    const proposed = await call("POST", "/regions/GI/officer-proposals", tokens.director as string, {
      ...proposal(),
      member_no: numbers.member,
    });
    const { id } = proposed.json() as { id: number };
    expect((await call("DELETE", `/office/regions/GI/terms/${id}`, tokens.admin as string)).statusCode).toBe(
      204,
    );
    expect((await call("DELETE", `/office/regions/GI/terms/${id}`, tokens.admin as string)).statusCode).toBe(
      404,
    );
  });
});

describe("a region's officers, to anyone", () => {
  it("names a listed officer, keeps an unlisted one nameless, and leaves out terms not current", async () => {
    const response = await call("GET", "/regions/GI/officers", null);
    expect(response.statusCode).toBe(200);
    const { region, officers } = response.json() as { region: object; officers: object[] };
    expect(region).toMatchObject({ code: "GI" });
    expect(officers).toContainEqual({ office: "Director", name: "Dee Director", named: true });
    expect(officers).toContainEqual({ office: "Events chair", name: "A club member", named: false });
    expect(JSON.stringify(officers)).not.toContain("Quiet");
    expect(JSON.stringify(officers)).not.toContain("Tess");
    expect((await call("GET", "/regions/ZZ/officers", null)).statusCode).toBe(404);
  });
});

describe("the offices", () => {
  it("are the club's list: added, renamed, retired (then refused for a new term), deleted only when never held", async () => {
    const added = await call("POST", "/office/regional-offices", tokens.admin as string, {
      title: "Historian",
    });
    expect(added.statusCode).toBe(201);
    const office = added.json() as { id: number; key: null; retired: boolean };
    expect(office).toMatchObject({ key: null, title: "Historian", retired: false });
    const taken = await call("POST", "/office/regional-offices", tokens.admin as string, {
      title: "treasurer",
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.title).toBeDefined();
    expect(
      (await call("POST", "/office/regional-offices", tokens.admin as string, { title: " " })).statusCode,
    ).toBe(400);

    const retired = await call("PATCH", `/office/regional-offices/${office.id}`, tokens.admin as string, {
      retired: true,
    });
    expect(retired.json()).toMatchObject({ retired: true });
    const refused = await appoint({
      ...treasurerTerm({ startsOn: today(), endsOn: null }),
      office_id: office.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.officeId).toBeDefined();
    expect((await call("GET", "/regional-offices", null)).json()).not.toContainEqual(
      expect.objectContaining({ title: "Historian" }),
    );

    expect(
      (await call("DELETE", `/office/regional-offices/${treasurerOfficeId}`, tokens.admin as string))
        .statusCode,
    ).toBe(409);
    expect(
      (await call("DELETE", `/office/regional-offices/${office.id}`, tokens.admin as string)).statusCode,
    ).toBe(204);
  });
});
