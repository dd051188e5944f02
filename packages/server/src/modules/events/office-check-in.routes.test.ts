import { checkInMessages } from "@club/domain/check-in-code.rules";
import { clubMoment, defaultClubTimeZone } from "@club/domain/club-clock";
import { eventRegistrationMessages } from "@club/domain/event.schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setClubTimeZone } from "../../test/club-time-zone.ts";
import { bearer, createDirectoryMember, createStaff, signIn } from "../../test/factories.ts";
import { pdfPageTexts } from "../../test/pdf-text.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom } from "../../test/test-clock.ts";
import { vehicles } from "../vehicles/vehicles.schema.ts";
import { events, registrations } from "./events.schema.ts";

let t: TestApp;
let tokens: { member: string; staff: string };
let staffId: number;
let sequence = 0;
type Member = Awaited<ReturnType<typeof createDirectoryMember>>;
let margaret: Member;
let packardId: number;

beforeAll(async () => {
  t = await createTestApp();
  margaret = await createDirectoryMember(t.database.db, {
    member: { firstName: "Margaret", lastName: "Whitfield" },
    cars: [{ year: 1932, make: "Packard", model: "Deluxe Eight" }],
  });
  const [car] = await t.database.db.select().from(vehicles).where(eq(vehicles.memberId, margaret.id));
  packardId = car?.id as number;
  const staff = await createStaff(t.database.db);
  staffId = staff.id;
  tokens = { member: await signIn(t.app, margaret.email), staff: await signIn(t.app, staff.email) };
});
afterAll(() => t.close());

const call = (method: "GET" | "POST", eventId: number, payload?: object, token = tokens.staff) =>
  t.app.inject({
    method,
    url: `/api/v1/office/events/${eventId}/check_in`,
    headers: token ? bearer(token) : {},
    payload,
  });

async function addEvent(title = "Grand Classic") {
  const [event] = await t.database.db
    .insert(events)
    .values({
      registration: "portal",
      title,
      dateStart: daysFrom(t.clock.now, 0),
      dateEnd: daysFrom(t.clock.now, 1),
    })
    .returning({ id: events.id });
  return event?.id as number;
}

type RegistrationValues = Partial<typeof registrations.$inferInsert>;

/** A registration for the event with a code of its own (upper-case, as they are issued); confirmed unless told. */
async function register(eventId: number, member: { id: number }, values: RegistrationValues = {}) {
  sequence += 1;
  const code = `K7Q2M${String(sequence).padStart(3, "0")}`;
  const [row] = await t.database.db
    .insert(registrations)
    .values({
      eventId,
      memberId: member.id,
      status: "confirmed",
      checkInCode: code,
      createdAt: t.clock.now,
      ...values,
    })
    .returning({ id: registrations.id });
  return { id: row?.id as number, code };
}

const newMember = (firstName: string, lastName: string) =>
  createDirectoryMember(t.database.db, { member: { firstName, lastName } });

const trail = async () =>
  (
    await t.app.inject({ url: `/api/v1/office/audit?actor_id=${staffId}`, headers: bearer(tokens.staff) })
  ).json().results as { action: string; memberId: number | null; after: Record<string, unknown> | null }[];

describe("the gate is for office roles only", () => {
  it.each(["GET", "POST"] as const)("%s: 401 without a token, 403 for a member", async (method) => {
    const eventId = await addEvent();
    const body = method === "POST" ? { code: "K7Q2M9XP" } : undefined;
    expect((await call(method, eventId, body, "")).statusCode).toBe(401);
    expect((await call(method, eventId, body, tokens.member)).statusCode).toBe(403);
  });
});

describe("GET /api/v1/office/events/{id}/check_in", () => {
  it("lists the confirmed registrations: still expected by name, then those checked in, the latest first", async () => {
    const eventId = await addEvent("Fall Colors Tour");
    const otherEvent = await addEvent("Another Tour");
    const zimmer = await newMember("Zoe", "Zimmer");
    const adams = await newMember("Bob", "adams");
    const adamsAlice = await newMember("Alice", "Adams");
    const early = await newMember("Early", "Bird");
    const late = await newMember("Late", "Comer");
    const expectedMargaret = await register(eventId, margaret, {
      vehicleId: packardId,
      associate: true,
      guests: [{ firstName: "Tom", lastName: "Whitfield" }],
    });
    await register(eventId, zimmer);
    await register(eventId, adams);
    await register(eventId, adamsAlice);
    await register(eventId, early, { checkedInAt: new Date("2027-05-01T09:00:00Z") });
    await register(eventId, late, { checkedInAt: new Date("2027-05-01T10:30:00Z") });
    for (const status of ["pending", "waitlisted", "offered", "cancelled"] as const)
      await register(eventId, await newMember("Not", status), { status });
    await register(otherEvent, await newMember("Other", "Event"));

    const reply = await call("GET", eventId);
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.event).toMatchObject({ id: eventId, title: "Fall Colors Tour" });
    expect(
      body.expected.map((row: { lastName: string; firstName: string }) => `${row.firstName} ${row.lastName}`),
    ).toEqual(["Alice Adams", "Bob adams", "Margaret Whitfield", "Zoe Zimmer"]);
    expect(body.checkedIn.map((row: { lastName: string }) => row.lastName)).toEqual(["Comer", "Bird"]);
    expect(body.expected[2]).toEqual({
      registrationId: expectedMargaret.id,
      memberNo: margaret.memberNo,
      firstName: "Margaret",
      lastName: "Whitfield",
      vehicle: { year: 1932, make: "Packard", model: "Deluxe Eight" },
      associate: true,
      guests: [{ firstName: "Tom", lastName: "Whitfield" }],
      items: [],
      checkedInAt: null,
    });
    expect(body.expected[0]).toMatchObject({ vehicle: null, associate: false, guests: [] });
    expect(body.checkedIn[0]).toMatchObject({ checkedInAt: "2027-05-01T10:30:00.000Z" });
  });

  it("is empty for an event nobody registered for, 404 for an unknown event, 400 for an id that is none", async () => {
    const eventId = await addEvent();
    expect((await call("GET", eventId)).json()).toMatchObject({ expected: [], checkedIn: [] });
    expect((await call("GET", 999_999)).statusCode).toBe(404);
    const reply = await t.app.inject({
      url: "/api/v1/office/events/abc/check_in",
      headers: bearer(tokens.staff),
    });
    expect(reply.statusCode).toBe(400);
    expect(Object.keys(reply.json().errors)).toEqual(["id"]);
  });
});

describe("POST /api/v1/office/events/{id}/check_in", () => {
  it("checks a confirmed registration in once (any case, spaces around), in the audit trail", async () => {
    const eventId = await addEvent();
    const { id, code } = await register(eventId, margaret, { vehicleId: packardId });

    const reply = await call("POST", eventId, { code: `  ${code.toLowerCase()} ` });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({
      registrationId: id,
      memberNo: margaret.memberNo,
      firstName: "Margaret",
      lastName: "Whitfield",
      vehicle: { year: 1932, make: "Packard", model: "Deluxe Eight" },
      associate: false,
      guests: [],
      items: [],
      checkedInAt: t.clock.now.toISOString(),
    });
    const [row] = await t.database.db.select().from(registrations).where(eq(registrations.id, id));
    expect(row).toMatchObject({ checkedInAt: t.clock.now, checkedInBy: staffId });
    expect((await trail())[0]).toMatchObject({
      action: "event_check_in",
      memberId: margaret.id,
      after: { eventId, registrationId: id, checkedInAt: t.clock.now.toISOString() },
    });

    const again = await call("POST", eventId, { code });
    expect(again.statusCode).toBe(409);
    const when = clubMoment(t.clock.now, defaultClubTimeZone);
    expect(again.json()).toEqual({ errors: { code: [eventRegistrationMessages.alreadyCheckedIn(when)] } });
    expect((await call("GET", eventId)).json().checkedIn).toHaveLength(1);
  });

  it("says when in the club's time zone, never UTC (issue 40): the office's setting moves it", async () => {
    const eventId = await addEvent();
    const { code } = await register(eventId, margaret, { checkedInAt: new Date("2027-05-01T03:05:42Z") });
    expect((await call("POST", eventId, { code })).json()).toEqual({
      errors: { code: ["Already checked in at 10:05 PM Central Time on 2027-04-30"] },
    });
    await setClubTimeZone(t, "America/Los_Angeles");
    expect((await call("POST", eventId, { code })).json()).toEqual({
      errors: { code: ["Already checked in at 8:05 PM Pacific Time on 2027-04-30"] },
    });
  });

  it("checks in once when two scans of the same code arrive at once", async () => {
    const eventId = await addEvent();
    const { code } = await register(eventId, margaret);
    const replies = await Promise.all([call("POST", eventId, { code }), call("POST", eventId, { code })]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const entries = (await trail()).filter((entry) => entry.after?.eventId === eventId);
    expect(entries).toHaveLength(1);
  });

  it("reads a code typed in groups, with spaces or hyphens, in any case and with full-width characters", async () => {
    const eventId = await addEvent();
    const typings: ((code: string) => string)[] = [
      (code) => `${code.slice(0, 4)} ${code.slice(4)}`,
      (code) => `${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase(),
      (code) => code.split("").join(" "),
      (code) => `${code.slice(0, 4)}\u2013${code.slice(4)}`,
      (code) => code.replace(/[A-Z0-9]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0)),
    ];
    for (const typing of typings) {
      const { id, code } = await register(eventId, await newMember("Typed", "Apart"));
      const reply = await call("POST", eventId, { code: typing(code) });
      expect(reply.statusCode, typing(code)).toBe(200);
      expect(reply.json().registrationId).toBe(id);
    }
  });

  it("refuses at `code`, saying why: another event's (which), nobody's, a look-alike, the wrong length", async () => {
    const eventId = await addEvent();
    const otherEvent = await addEvent("Autumn Concours");
    const other = await register(otherEvent, margaret);
    const cases: [string, string][] = [
      [
        other.code,
        checkInMessages.otherEvent(
          "Autumn Concours",
          `${daysFrom(t.clock.now, 0)} to ${daysFrom(t.clock.now, 1)}`,
        ),
      ],
      ["ZZZZ 2222", checkInMessages.unknown],
      ["G2HQ6YOQ", checkInMessages.lookAlikes],
      ["G2HQ 6Y1Q", checkInMessages.lookAlikes],
      ["G2HQ6Y6", checkInMessages.length(7)],
    ];
    for (const [code, message] of cases) {
      const reply = await call("POST", eventId, { code });
      expect(reply.statusCode, code).toBe(422);
      expect(reply.json()).toEqual({ errors: { code: [message] } });
    }
    const [row] = await t.database.db.select().from(registrations).where(eq(registrations.id, other.id));
    expect(row?.checkedInAt).toBeNull();
  });

  it("says why a registration without a confirmed place is not checked in", async () => {
    const eventId = await addEvent();
    for (const status of ["pending", "waitlisted", "offered", "cancelled"] as const) {
      const { code } = await register(eventId, await newMember("Not", status), { status });
      const reply = await call("POST", eventId, { code });
      expect(reply.statusCode, status).toBe(422);
      expect(reply.json()).toEqual({ errors: { code: [checkInMessages[status]] } });
    }
  });

  it("names `code` when it is missing or blank, and answers 404 for an unknown event", async () => {
    const eventId = await addEvent();
    for (const body of [{}, { code: "   " }, { code: 12 }]) {
      const reply = await call("POST", eventId, body);
      expect(reply.statusCode).toBe(400);
      expect(Object.keys(reply.json().errors)).toEqual(["code"]);
    }
    const { code } = await register(eventId, margaret);
    expect((await call("POST", 999_999, { code })).statusCode).toBe(404);
  });
});

const byName = (
  method: "POST" | "DELETE",
  eventId: number,
  registrationId: number | string,
  token = tokens.staff,
) =>
  t.app.inject({
    method,
    url: `/api/v1/office/events/${eventId}/check_in/${registrationId}`,
    headers: token ? bearer(token) : {},
  });

const gateList = (eventId: number | string, token = tokens.staff) =>
  t.app.inject({
    url: `/api/v1/office/events/${eventId}/gate_list.pdf`,
    headers: token ? bearer(token) : {},
  });

describe("the gate's new doors are for office roles only (issue 40)", () => {
  it("by name, undo and the gate list: 401 without a token, 403 for a member", async () => {
    const eventId = await addEvent();
    const { id } = await register(eventId, await newMember("Door", "Keeper"));
    for (const token of ["", tokens.member]) {
      const status = token ? 403 : 401;
      expect((await byName("POST", eventId, id, token)).statusCode).toBe(status);
      expect((await byName("DELETE", eventId, id, token)).statusCode).toBe(status);
      expect((await gateList(eventId, token)).statusCode).toBe(status);
    }
    const [row] = await t.database.db.select().from(registrations).where(eq(registrations.id, id));
    expect(row?.checkedInAt).toBeNull();
  });
});

describe("POST /api/v1/office/events/{id}/check_in/{registrationId}: by name, for a member without their code", () => {
  it("checks the registration in, in the trail; a second time says when, in the club's time", async () => {
    const eventId = await addEvent();
    const member = await newMember("Lost", "Code");
    const { id } = await register(eventId, member, { guests: [{ firstName: "Ann", lastName: "Lee" }] });
    const reply = await byName("POST", eventId, id);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      registrationId: id,
      lastName: "Code",
      guests: [{ firstName: "Ann", lastName: "Lee" }],
      checkedInAt: t.clock.now.toISOString(),
    });
    expect((await trail())[0]).toMatchObject({
      action: "event_check_in",
      memberId: member.id,
      after: { eventId, registrationId: id, checkedInAt: t.clock.now.toISOString(), by: "name" },
    });

    const { id: earlier } = await register(eventId, await newMember("Early", "Riser"), {
      checkedInAt: new Date("2027-05-01T14:05:42Z"),
    });
    const again = await byName("POST", eventId, earlier);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      errors: {
        registrationId: [eventRegistrationMessages.alreadyCheckedIn("9:05 AM Central Time on 2027-05-01")],
      },
    });
  });

  it("says why a registration without a confirmed place is not checked in, at `registrationId`", async () => {
    const eventId = await addEvent();
    const { id } = await register(eventId, await newMember("Still", "Waiting"), { status: "waitlisted" });
    const reply = await byName("POST", eventId, id);
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toEqual({ errors: { registrationId: [checkInMessages.waitlisted] } });
  });

  it("404 for another event's registration, an unknown one or an unknown event; 400 naming a bad id", async () => {
    const eventId = await addEvent();
    const otherEvent = await addEvent();
    const { id } = await register(otherEvent, await newMember("Other", "Gate"));
    expect((await byName("POST", eventId, id)).statusCode).toBe(404);
    expect((await byName("POST", eventId, 999_999)).statusCode).toBe(404);
    expect((await byName("POST", 999_999, id)).statusCode).toBe(404);
    const bad = await byName("POST", eventId, "abc");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(["registrationId"]);
    const [row] = await t.database.db.select().from(registrations).where(eq(registrations.id, id));
    expect(row?.checkedInAt).toBeNull();
  });
});

describe("DELETE /api/v1/office/events/{id}/check_in/{registrationId}: undoing a mistaken check-in", () => {
  it("makes the registration expected again, with its guests, and keeps who had checked it in and who undid it", async () => {
    const eventId = await addEvent();
    const member = await newMember("Wrong", "Person");
    const { id, code } = await register(eventId, member, { guests: [{ firstName: "Bo", lastName: "Peep" }] });
    const checkedIn = await call("POST", eventId, { code });
    expect(checkedIn.statusCode).toBe(200);
    const checkedInAt = t.clock.now.toISOString();

    const undone = await byName("DELETE", eventId, id);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({
      registrationId: id,
      checkedInAt: null,
      guests: [{ firstName: "Bo" }],
    });
    const [row] = await t.database.db.select().from(registrations).where(eq(registrations.id, id));
    expect(row).toMatchObject({ checkedInAt: null, checkedInBy: null });
    expect((await trail())[0]).toMatchObject({
      action: "event_check_in_undone",
      memberId: member.id,
      before: { eventId, registrationId: id, checkedInAt, checkedInBy: staffId },
      after: { eventId, registrationId: id, checkedInAt: null },
    });
    const list = (await call("GET", eventId)).json();
    expect(list.expected.map((each: { registrationId: number }) => each.registrationId)).toEqual([id]);
    expect(list.checkedIn).toEqual([]);

    // Expected again: the same code checks them in again.
    expect((await call("POST", eventId, { code })).statusCode).toBe(200);
  });

  it("409 at `registrationId` when it is not checked in; 404 for another event's; 400 naming a bad id", async () => {
    const eventId = await addEvent();
    const otherEvent = await addEvent();
    const { id } = await register(eventId, await newMember("Not", "Here"));
    const notIn = await byName("DELETE", eventId, id);
    expect(notIn.statusCode).toBe(409);
    expect(notIn.json()).toEqual({ errors: { registrationId: [checkInMessages.notCheckedIn] } });
    const { id: elsewhere } = await register(otherEvent, await newMember("Else", "Where"), {
      checkedInAt: t.clock.now,
    });
    expect((await byName("DELETE", eventId, elsewhere)).statusCode).toBe(404);
    expect((await byName("DELETE", eventId, 999_999)).statusCode).toBe(404);
    expect(Object.keys((await byName("DELETE", eventId, "x")).json().errors)).toEqual(["registrationId"]);
    const [row] = await t.database.db.select().from(registrations).where(eq(registrations.id, elsewhere));
    expect(row?.checkedInAt).not.toBeNull();
  });
});

describe("GET /api/v1/office/events/{id}/gate_list.pdf", () => {
  it("lists every confirmed place by last name, with the car, associate, guests and items, and who is in", async () => {
    const eventId = await addEvent("Spring Gate Rally");
    const associated = await createDirectoryMember(t.database.db, {
      member: { firstName: "Harold", lastName: "Ames" },
      associate: { firstName: "Edith", lastName: "Ames" },
    });
    await register(eventId, await newMember("Zoe", "Zimmer"), {
      checkedInAt: new Date("2027-05-01T14:05:42Z"),
    });
    await register(eventId, margaret, {
      vehicleId: packardId,
      guests: [
        { firstName: "Tom", lastName: "Whitfield" },
        { firstName: "Ann", lastName: "Lee" },
      ],
      items: [{ itemId: 1, label: "Banquet seat", quantity: 2, amount: 4500 }],
    });
    await register(eventId, associated, { associate: true });
    await register(eventId, await newMember("Not", "Paid"), { status: "pending" });

    const reply = await gateList(eventId);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers["content-type"]).toBe("application/pdf");
    expect(reply.headers["content-disposition"]).toBe(`attachment; filename="gate-list-${eventId}.pdf"`);
    const text = (await pdfPageTexts(reply.rawPayload)).join("\n");
    expect(text).toContain("Gate list: Spring Gate Rally");
    expect(text).toContain("3 places, 6 people, 1 checked in");
    const order = ["Ames, Harold", "Whitfield, Margaret", "Zimmer, Zoe"].map((name) => text.indexOf(name));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toContain("Associate: Edith Ames");
    expect(text).toContain("Car: 1932 Packard Deluxe Eight");
    expect(text).toContain("Guests: Tom Whitfield, Ann Lee");
    expect(text).toContain("Bought: 2 × Banquet seat");
    expect(text).toContain("Checked in at 9:05 AM Central Time");
    expect(text).not.toContain("Paid, Not");
    expect(text).not.toContain("UTC");
  });

  it("says so when nobody holds a place; 404 for an unknown event, 400 naming a bad id", async () => {
    const eventId = await addEvent();
    const text = (await pdfPageTexts((await gateList(eventId)).rawPayload)).join("\n");
    expect(text).toContain("Nobody has a confirmed place at this event yet.");
    expect((await gateList(999_999)).statusCode).toBe(404);
    expect(Object.keys((await gateList("abc")).json().errors)).toEqual(["id"]);
  });
});
