import { clubMoment, defaultClubTimeZone } from "@club/domain/club-clock";
import { eventRegistrationMessages } from "@club/domain/event.schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setClubTimeZone } from "../../test/club-time-zone.ts";
import { bearer, createDirectoryMember, createStaff, signIn } from "../../test/factories.ts";
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

  it("refuses at `code` a code of another event, an unknown code, and a registration not confirmed", async () => {
    const eventId = await addEvent();
    const otherEvent = await addEvent();
    const other = await register(otherEvent, margaret);
    const unknown = eventRegistrationMessages.checkInUnknown;
    const notConfirmed = eventRegistrationMessages.checkInNotConfirmed;
    const cases: [string, string][] = [
      [other.code, unknown],
      ["ZZZZZZZZ", unknown],
      ...(await Promise.all(
        (["pending", "waitlisted", "offered", "cancelled"] as const).map(async (status) => {
          const { code } = await register(eventId, await newMember("Not", status), { status });
          return [code, notConfirmed] as [string, string];
        }),
      )),
    ];
    for (const [code, message] of cases) {
      const reply = await call("POST", eventId, { code });
      expect(reply.statusCode, code).toBe(422);
      expect(reply.json()).toEqual({ errors: { code: [message] } });
    }
    const [row] = await t.database.db.select().from(registrations).where(eq(registrations.id, other.id));
    expect(row?.checkedInAt).toBeNull();
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
