import { volunteerMessages as messages } from "@club/domain/volunteer.schema";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, signIn, signInEachRole, stamped } from "../../test/factories.ts";
import { jobContextOn } from "../../test/job-context.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom, pinClock } from "../../test/test-clock.ts";
import { auditLog } from "../audit/audit.schema.ts";
import { outbox } from "../mail/mail.schema.ts";
import { privacyChoices } from "../privacy/privacy.schema.ts";
import { volunteerSignUps } from "./volunteers.schema.ts";
import { remindVolunteers } from "./volunteers.service.ts";

// Issue 46: a meet's volunteers beside its judges: the office's and the hosting region's roles, members' sign-ups
// under the role's lock, the reminder the day before the meet, and the sign-ups in my data and erasure.

let t: TestApp;
let tokens: Awaited<ReturnType<typeof signInEachRole>>["tokens"];
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp();
  tokens = (await signInEachRole(t.app, t.database.db)).tokens;
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, payload });

/** A portal event `days` from the test clock's day, in a region or club-wide. */
async function meet(days = 10, regionCode: string | null = null, registration: "portal" | "form" = "portal") {
  sequence += 1;
  const response = await call("POST", "/office/events", tokens.staff, {
    title: `Spring Meet ${sequence}`,
    date_start: daysFrom(t.clock.now, days),
    date_end: daysFrom(t.clock.now, days),
    region_code: regionCode,
    place: "Fairgrounds, Springfield",
    registration,
    ...(registration === "form" ? { form_id: `form-${sequence}` } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

const marshal = {
  title: "Marshal",
  description: "Parks the cars on the field",
  places: 2,
  time: "7:30 to 10 a.m.",
};

async function role(eventId: number, body: object = marshal, token = tokens.staff) {
  const response = await call("POST", `/office/events/${eventId}/volunteer-roles`, token, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; placesLeft: number };
}

async function volunteer(options: { listed?: boolean; duesExpire?: string } = {}) {
  sequence += 1;
  const member = await createDirectoryMember(t.database.db, {
    member: { firstName: "Vera", lastName: `Volunteer${sequence}` },
    ...(options.duesExpire ? { duesExpire: options.duesExpire } : {}),
  });
  if (options.listed === false)
    await t.database.db.insert(privacyChoices).values({
      memberId: member.id,
      showInDirectory: false,
      showAddress: false,
      showPhones: false,
      showEmail: false,
      allowClubMail: true,
      ...stamped,
    });
  return { member, token: await signIn(t.app, member.email) };
}

const signUp = (eventId: number, roleId: number, token: string | null) =>
  call("POST", `/events/${eventId}/volunteer-roles/${roleId}/sign-up`, token);
const withdraw = (eventId: number, roleId: number, token: string | null) =>
  call("DELETE", `/events/${eventId}/volunteer-roles/${roleId}/sign-up`, token);

describe("the office's volunteer roles", () => {
  it("adds, changes and removes a role, in the trail", async () => {
    const eventId = await meet();
    const added = await call("POST", `/office/events/${eventId}/volunteer-roles`, tokens.staff, marshal);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({
      id: expect.any(Number),
      eventId,
      title: "Marshal",
      description: "Parks the cars on the field",
      places: 2,
      time: "7:30 to 10 a.m.",
      position: 0,
      placesLeft: 2,
    });
    const { id } = added.json();
    const changed = await call("PUT", `/office/events/${eventId}/volunteer-roles/${id}`, tokens.staff, {
      ...marshal,
      places: 4,
      description: "",
      time: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ places: 4, placesLeft: 4, description: null, time: null });
    const removed = await call("DELETE", `/office/events/${eventId}/volunteer-roles/${id}`, tokens.staff);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await call("GET", `/office/events/${eventId}/volunteers`, tokens.staff)).json().roles).toEqual(
      [],
    );
    const trail = await t.database.db.select().from(auditLog).orderBy(asc(auditLog.id));
    const actions = trail
      .filter((entry) => (entry.after ?? entry.before)?.roleId === id)
      .map((e) => e.action);
    expect(actions).toEqual(["volunteer_role_added", "volunteer_role_changed", "volunteer_role_removed"]);
  });

  it("is refused without a session (401), to a member (403), for an unknown meet or role (404)", async () => {
    const eventId = await meet();
    const { id } = await role(eventId);
    const url = `/office/events/${eventId}/volunteer-roles`;
    expect((await call("GET", `/office/events/${eventId}/volunteers`, null)).statusCode).toBe(401);
    expect((await call("POST", url, null, marshal)).statusCode).toBe(401);
    expect((await call("GET", `/office/events/${eventId}/volunteers`, tokens.member)).statusCode).toBe(403);
    expect((await call("POST", url, tokens.member, marshal)).statusCode).toBe(403);
    expect((await call("PUT", `${url}/${id}`, tokens.member, marshal)).statusCode).toBe(403);
    expect((await call("DELETE", `${url}/${id}`, tokens.member)).statusCode).toBe(403);
    expect((await call("GET", "/office/events/999999/volunteers", tokens.staff)).statusCode).toBe(404);
    expect(
      (await call("POST", "/office/events/999999/volunteer-roles", tokens.staff, marshal)).statusCode,
    ).toBe(404);
    expect((await call("PUT", `${url}/999999`, tokens.staff, marshal)).statusCode).toBe(404);
    expect((await call("DELETE", `${url}/999999`, tokens.staff)).statusCode).toBe(404);
    // Another meet's role is not this meet's.
    const other = await meet();
    expect(
      (await call("PUT", `/office/events/${other}/volunteer-roles/${id}`, tokens.staff, marshal)).statusCode,
    ).toBe(404);
  });

  it("names the field of bad input (400), and refuses a form event (422)", async () => {
    const eventId = await meet();
    const cases: [object, string][] = [
      [{ ...marshal, title: "" }, "title"],
      [{ ...marshal, places: 0 }, "places"],
      [{ ...marshal, places: 2.5 }, "places"],
      [{ ...marshal, time: "x".repeat(101) }, "time"],
      [{ ...marshal, description: "x".repeat(1001) }, "description"],
    ];
    for (const [body, field] of cases) {
      const response = await call("POST", `/office/events/${eventId}/volunteer-roles`, tokens.staff, body);
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().errors), field).toEqual([field]);
    }
    const formEvent = await meet(10, null, "form");
    const refused = await call("POST", `/office/events/${formEvent}/volunteer-roles`, tokens.staff, marshal);
    expect(refused.statusCode).toBe(422);
    const { id } = await role(eventId);
    const badForce = await call(
      "DELETE",
      `/office/events/${eventId}/volunteer-roles/${id}?force=maybe`,
      tokens.staff,
    );
    expect(badForce.statusCode).toBe(400);
    expect(Object.keys(badForce.json().errors)).toEqual(["force"]);
  });

  it("keeps a role with sign-ups until the office confirms (409, then force), and never fewer places than taken", async () => {
    const eventId = await meet();
    const { id } = await role(eventId);
    const { token } = await volunteer();
    expect((await signUp(eventId, id, token)).statusCode).toBe(200);
    const url = `/office/events/${eventId}/volunteer-roles/${id}`;
    const fewer = await call("PUT", url, tokens.staff, { ...marshal, places: 0 });
    expect(fewer.statusCode).toBe(400);
    const refused = await call("DELETE", url, tokens.staff);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: { base: [messages.hasSignUps(1)] } });
    const second = await volunteer();
    expect((await signUp(eventId, id, second.token)).statusCode).toBe(200);
    const tooFew = await call("PUT", url, tokens.staff, { ...marshal, places: 1 });
    expect(tooFew.statusCode).toBe(422);
    expect(tooFew.json()).toEqual({ errors: { places: [messages.placesBelowSignUps(2)] } });
    expect((await call("DELETE", `${url}?force=true`, tokens.staff)).statusCode).toBe(204);
    expect(
      await t.database.db.select().from(volunteerSignUps).where(eq(volunteerSignUps.roleId, id)),
    ).toEqual([]);
  });

  it("shows the judges and their teams beside the volunteers, with the volunteers' e-mail", async () => {
    const eventId = await meet();
    const judgeMember = await createDirectoryMember(t.database.db, {
      member: { firstName: "Judith", lastName: "Roster" },
    });
    const judge = await call("POST", "/office/judges", tokens.staff, {
      member_id: judgeMember.id,
      level: "judge",
    });
    const setup = await call("PUT", `/office/events/${eventId}/judging`, tokens.staff, {
      classes: [{ code: "P1", name: "Primary", division: "Primary" }],
      thresholds: [],
      teams: [{ class_code: "P1", leader_id: judge.json().id, judge_ids: [judge.json().id] }],
      entries: [],
    });
    expect(setup.statusCode, setup.body).toBe(200);
    const { id } = await role(eventId);
    const { member, token } = await volunteer({ listed: false });
    await signUp(eventId, id, token);
    const roster = await call("GET", `/office/events/${eventId}/volunteers`, tokens.staff);
    expect(roster.statusCode, roster.body).toBe(200);
    expect(roster.json()).toMatchObject({
      eventId,
      judges: [
        { judgeId: judge.json().id, name: "Judith Roster", teams: [{ classCode: "P1", leader: true }] },
      ],
      roles: [
        {
          id,
          placesLeft: 1,
          volunteers: [
            {
              memberId: member.id,
              memberNo: member.memberNo,
              name: `Vera ${member.lastName}`,
              email: member.email,
              remindedAt: null,
            },
          ],
        },
      ],
    });
  });
});

describe("the hosting region's administrators", () => {
  it("keep their region's meet's roles, read names without e-mail, and are refused another region's", async () => {
    const own = await meet(10, "GI");
    const other = await meet(10, "NE");
    const base = "/regional_administrators/events";
    const added = await call("POST", `${base}/${own}/volunteer-roles`, tokens.regionalAdmin, marshal);
    expect(added.statusCode, added.body).toBe(201);
    const listed = await volunteer();
    const unlisted = await volunteer({ listed: false });
    await signUp(own, added.json().id, listed.token);
    await signUp(own, added.json().id, unlisted.token);
    const roster = await call("GET", `${base}/${own}/volunteers`, tokens.regionalAdmin);
    expect(roster.statusCode, roster.body).toBe(200);
    expect(
      roster.json().roles[0].volunteers.map((row: { name: string; email: string | null }) => row),
    ).toEqual([
      expect.objectContaining({ name: `Vera ${listed.member.lastName}`, email: null }),
      expect.objectContaining({ name: "A club member", memberNo: null, email: null }),
    ]);
    const changed = await call(
      "PUT",
      `${base}/${own}/volunteer-roles/${added.json().id}`,
      tokens.regionalAdmin,
      {
        ...marshal,
        places: 3,
      },
    );
    expect(changed.json()).toMatchObject({ places: 3, placesLeft: 1 });
    expect(
      (await call("DELETE", `${base}/${own}/volunteer-roles/${added.json().id}`, tokens.regionalAdmin))
        .statusCode,
    ).toBe(409);
    expect((await call("GET", `${base}/${own}/volunteers`, null)).statusCode).toBe(401);
    expect((await call("GET", `${base}/${own}/volunteers`, tokens.member)).statusCode).toBe(403);
    expect((await call("POST", `${base}/${own}/volunteer-roles`, tokens.member, marshal)).statusCode).toBe(
      403,
    );
    expect((await call("GET", `${base}/${other}/volunteers`, tokens.regionalAdmin)).statusCode).toBe(404);
    expect(
      (await call("POST", `${base}/${other}/volunteer-roles`, tokens.regionalAdmin, marshal)).statusCode,
    ).toBe(404);
    const bad = await call("POST", `${base}/${own}/volunteer-roles`, tokens.regionalAdmin, {
      ...marshal,
      title: "",
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(["title"]);
  });
});

describe("members volunteering", () => {
  it("read the roles with places left, sign up, see they volunteer, and withdraw", async () => {
    const eventId = await meet();
    const { id } = await role(eventId);
    const other = await volunteer({ listed: false });
    await signUp(eventId, id, other.token);
    const me = await volunteer();
    const before = await call("GET", `/events/${eventId}/volunteer-roles`, me.token);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({
      eventId,
      place: "Fairgrounds, Springfield",
      cannotSignUpReason: null,
      roles: [{ id, title: "Marshal", placesLeft: 1, volunteers: ["A club member"], signedUp: false }],
    });
    const signed = await signUp(eventId, id, me.token);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().roles[0]).toMatchObject({
      placesLeft: 0,
      signedUp: true,
      volunteers: ["A club member", `Vera ${me.member.lastName}`],
    });
    const listed = (await call("GET", "/volunteer-roles", me.token)).json();
    expect(listed.find((row: { eventId: number }) => row.eventId === eventId).roles[0].signedUp).toBe(true);
    const again = await signUp(eventId, id, me.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: { base: [messages.alreadySignedUp] } });
    const late = await volunteer();
    const full = await signUp(eventId, id, late.token);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ errors: { base: [messages.full] } });
    const withdrawn = await withdraw(eventId, id, me.token);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().roles[0]).toMatchObject({ placesLeft: 1, signedUp: false });
    const twice = await withdraw(eventId, id, me.token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ errors: { base: [messages.notSignedUp] } });
  });

  it("gives the last place once when two ask at the same moment", async () => {
    const eventId = await meet();
    const { id } = await role(eventId, { ...marshal, places: 1 });
    const [first, second] = [await volunteer(), await volunteer()];
    const replies = await Promise.all([signUp(eventId, id, first.token), signUp(eventId, id, second.token)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(
      await t.database.db.select().from(volunteerSignUps).where(eq(volunteerSignUps.roleId, id)),
    ).toHaveLength(1);
  });

  it("is refused without a session, to a lapsed member, for an unknown meet or role, and once the meet has begun", async () => {
    const eventId = await meet();
    const { id } = await role(eventId);
    const me = await volunteer();
    expect((await call("GET", `/events/${eventId}/volunteer-roles`, null)).statusCode).toBe(401);
    expect((await call("GET", "/volunteer-roles", null)).statusCode).toBe(401);
    expect((await signUp(eventId, id, null)).statusCode).toBe(401);
    expect((await withdraw(eventId, id, null)).statusCode).toBe(401);
    const lapsed = await volunteer({ duesExpire: daysFrom(t.clock.now, -40) });
    const refused = await signUp(eventId, id, lapsed.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errors: { membership: [messages.notGoodStanding] } });
    expect(
      (await call("GET", `/events/${eventId}/volunteer-roles`, lapsed.token)).json().cannotSignUpReason,
    ).toBe(messages.notGoodStanding);
    expect((await call("GET", "/events/999999/volunteer-roles", me.token)).statusCode).toBe(404);
    expect((await signUp(999_999, id, me.token)).statusCode).toBe(404);
    expect((await signUp(eventId, 999_999, me.token)).statusCode).toBe(404);
    expect((await signUp(await meet(), id, me.token)).statusCode).toBe(404);
    const badId = await call("POST", `/events/${eventId}/volunteer-roles/abc/sign-up`, me.token);
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(badId.json().errors)).toEqual(["roleId"]);
    expect((await signUp(eventId, id, me.token)).statusCode).toBe(200);
    pinClock(t.clock, `${daysFrom(t.clock.now, 10)}T18:00:00Z`);
    // Signed in anew on the meet's day: a session does not last ten days.
    const token = await signIn(t.app, me.member.email);
    const begun = await call("GET", `/events/${eventId}/volunteer-roles`, token);
    expect(begun.json().cannotSignUpReason).toBe(messages.meetBegun);
    expect((await withdraw(eventId, id, token)).json()).toEqual({
      errors: { base: [messages.meetBegun] },
    });
    const other = await volunteer();
    const closed = await signUp(eventId, id, other.token);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ errors: { base: [messages.meetBegun] } });
  });
});

describe("the reminder the day before the meet", () => {
  it("mails each volunteer once, on the club's day before the meet, with the role, time and place", async () => {
    const eventId = await meet(3);
    const { id } = await role(eventId);
    const me = await volunteer();
    await signUp(eventId, id, me.token);
    const job = jobContextOn(t.database.db, t.clock);
    const mailsTo = async () =>
      (
        await t.database.db
          .select()
          .from(outbox)
          .where(eq(outbox.to, me.member.email))
          .orderBy(asc(outbox.id))
      ).map((row) => row);
    await remindVolunteers(job);
    expect(await mailsTo()).toEqual([]);
    // Two days on, at noon UTC (the club's morning): the meet is tomorrow.
    pinClock(t.clock, `${daysFrom(t.clock.now, 2)}T15:00:00Z`);
    expect((await remindVolunteers(job)).reminded).toBeGreaterThan(0);
    await remindVolunteers(job);
    const mails = await mailsTo();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Tomorrow at Spring Meet \d+: you are volunteering as Marshal$/);
    expect(mails[0]?.text).toContain("When: 7:30 to 10 a.m.");
    expect(mails[0]?.text).toContain("Where: Fairgrounds, Springfield\n");
    const [row] = await t.database.db
      .select()
      .from(volunteerSignUps)
      .where(eq(volunteerSignUps.memberId, me.member.id));
    expect(row?.remindedAt).toEqual(t.clock.now);
  });
});

describe("a volunteer's own data", () => {
  it("is in Download my data, and leaving the club removes the sign-ups", async () => {
    const eventId = await meet();
    const { id } = await role(eventId);
    const me = await volunteer();
    await signUp(eventId, id, me.token);
    const data = await call("GET", "/members/my_data", me.token);
    expect(data.statusCode, data.body).toBe(200);
    expect(data.json().volunteering).toEqual([
      {
        eventId,
        meet: expect.stringMatching(/^Spring Meet/),
        meetDate: daysFrom(t.clock.now, 10),
        role: "Marshal",
        time: "7:30 to 10 a.m.",
        signedUpAt: t.clock.now.toISOString(),
        remindedAt: null,
      },
    ]);
    const asked = await call("POST", "/members/erasure_request", me.token, { reason: "Moving abroad" });
    expect(asked.statusCode, asked.body).toBe(201);
    const completed = await call(
      "POST",
      `/office/erasure_requests/${asked.json().id}/complete`,
      tokens.admin,
    );
    expect(completed.statusCode, completed.body).toBe(200);
    expect(
      await t.database.db.select().from(volunteerSignUps).where(eq(volunteerSignUps.memberId, me.member.id)),
    ).toEqual([]);
    expect(
      (await call("GET", `/office/events/${eventId}/volunteers`, tokens.staff)).json().roles[0].placesLeft,
    ).toBe(2);
  });
});
