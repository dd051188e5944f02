import { clubDateTime, defaultClubTimeZone } from "@club/domain/club-clock";
import { officeEventMessages } from "@club/domain/office-events.schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveOrder, decideSandboxOrder, openOrder } from "../../test/checkout-requests.ts";
import { bearer, createDirectoryMember, createStaff, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom, pinClock } from "../../test/test-clock.ts";
import { vehicles } from "../vehicles/vehicles.schema.ts";

const secret = "the-form-services-secret";
let t: TestApp;
let tokens: { member: string; regionalAdmin: string; staff: string };
let staffId: number;
let member: Awaited<ReturnType<typeof createDirectoryMember>>;
let packardId: number;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp({ FORMS_WEBHOOK_SECRET: secret });
  member = await createDirectoryMember(t.database.db, {
    member: { firstName: "Margaret", lastName: "Whitfield" },
    cars: [{ year: 1932, make: "Packard", model: "Deluxe Eight" }],
  });
  const [car] = await t.database.db.select().from(vehicles).where(eq(vehicles.memberId, member.id));
  packardId = car?.id as number;
  const regionalAdmin = await createDirectoryMember(t.database.db, { administers: ["GI"] });
  const staff = await createStaff(t.database.db);
  staffId = staff.id;
  tokens = {
    member: await signIn(t.app, member.email),
    regionalAdmin: await signIn(t.app, regionalAdmin.email),
    staff: await signIn(t.app, staff.email),
  };
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, payload?: object, token = tokens.staff) =>
  t.app.inject({ method, url: `/api/v1/office${url}`, headers: token ? bearer(token) : {}, payload });

/** An event as the office's form sends it (snake_case), a month ahead, with a form id of its own. */
function eventBody(changes: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    title: `Concours ${sequence}`,
    date_start: daysFrom(t.clock.now, 30),
    date_end: daysFrom(t.clock.now, 32),
    region_code: "GI",
    form_id: `form-${sequence}`,
    capacity: 40,
    ...changes,
  };
}

async function addEvent(changes: Record<string, unknown> = {}) {
  const reply = await call("POST", "/events", eventBody(changes));
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json() as { id: number; formId: string; title: string };
}

const register = (formId: string, submissionId: string, memberNo: number, vehicleId?: number) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/registrations/webhook",
    headers: { "x-forms-secret": secret },
    payload: { submission_id: submissionId, form_id: formId, member_no: memberNo, vehicle_id: vehicleId },
  });

const trail = async () =>
  (await call("GET", `/audit?actor_id=${staffId}`)).json().results as {
    action: string;
    memberId: number | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];

const fieldsOf = (reply: { json(): { errors: Record<string, string[]> } }) =>
  Object.keys(reply.json().errors);

describe("the office's events are for office roles only", () => {
  it.each([
    ["GET", "/events"],
    ["POST", "/events"],
    ["PUT", "/events/1"],
    ["DELETE", "/events/1"],
    ["GET", "/events/1/registrations"],
    ["GET", "/events/1/registrations.csv"],
  ] as const)(
    "%s %s: 401 without a token, 403 for a member and a regional administrator",
    async (method, url) => {
      const body = method === "POST" || method === "PUT" ? eventBody() : undefined;
      expect((await call(method, url, body, "")).statusCode).toBe(401);
      expect((await call(method, url, body, tokens.member)).statusCode).toBe(403);
      expect((await call(method, url, body, tokens.regionalAdmin)).statusCode).toBe(403);
    },
  );
});

describe("POST /api/v1/office/events", () => {
  it("adds an event that members then see on My Events, in the audit trail", async () => {
    const body = eventBody({ title: "  Pebble Beach Tour  ", region_code: "gi" });
    const reply = await call("POST", "/events", body);
    expect(reply.statusCode).toBe(201);
    const event = reply.json();
    expect(event).toEqual({
      id: expect.any(Number),
      title: "Pebble Beach Tour",
      dateStart: body.date_start,
      dateEnd: body.date_end,
      regionCode: "GI",
      regionName: "Greater Illinois Region",
      formId: body.form_id,
      capacity: 40,
      registered: 0,
      full: false,
      past: false,
      // Issue 28: a form event, as an event sent without `registration` is; its portal fields unset.
      registration: "form",
      waitlisted: 0,
      place: null,
      description: null,
      prices: [],
      carRequired: false,
      carEligibility: "approved",
      registrationOpens: null,
      registrationCloses: null,
      cancellation: null,
      items: [],
    });

    const seen = (await t.app.inject({ url: "/api/v1/events", headers: bearer(tokens.member) })).json();
    expect(seen).toContainEqual({
      id: event.id,
      registration: "form",
      place: null,
      formId: body.form_id,
      title: "Pebble Beach Tour",
      dateStart: body.date_start,
      dateEnd: body.date_end,
      regionName: "Greater Illinois Region",
      full: false,
    });

    expect((await trail())[0]).toMatchObject({
      action: "event_created",
      memberId: null,
      after: {
        eventId: event.id,
        title: "Pebble Beach Tour",
        regionCode: "GI",
        formId: body.form_id,
        capacity: 40,
      },
    });
  });

  it("takes a club-wide event without a capacity", async () => {
    const reply = await call("POST", "/events", eventBody({ region_code: "", capacity: null }));
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ regionCode: null, regionName: null, capacity: null, full: false });
    const { region_code: _region, capacity: _capacity, ...bare } = eventBody();
    expect((await call("POST", "/events", bare)).json()).toMatchObject({ regionCode: null, capacity: null });
  });

  it.each([
    [{ title: "  " }, "title", officeEventMessages.titleRequired],
    [{ title: undefined }, "title", officeEventMessages.titleRequired],
    [{ date_start: "" }, "dateStart", officeEventMessages.dateStartRequired],
    [{ date_start: "21/11/2026" }, "dateStart", officeEventMessages.dateFormat],
    [{ date_end: "2026-02-30" }, "dateEnd", officeEventMessages.dateFormat],
    [{ date_start: "0000-01-01" }, "dateStart", officeEventMessages.dateRange],
    [{ date_start: "2027-05-02", date_end: "2027-05-01" }, "dateEnd", officeEventMessages.endBeforeStart],
    [{ form_id: " " }, "formId", officeEventMessages.formIdRequired],
    [{ form_id: "has a space" }, "formId", officeEventMessages.formIdCharacters],
    [{ capacity: 0 }, "capacity", officeEventMessages.capacity],
    [{ capacity: 2.5 }, "capacity", officeEventMessages.capacity],
    [{ capacity: "forty" }, "capacity", officeEventMessages.capacity],
    [{ capacity: 99_999_999_999 }, "capacity", "Must be 2147483647 or less"],
  ])("refuses %o with 400 naming %s", async (changes, field, message) => {
    const reply = await call("POST", "/events", eventBody(changes));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ errors: { [field]: [message] } });
  });

  it("refuses an unknown region and a form id another event uses, with 422 naming the field", async () => {
    const unknown = await call("POST", "/events", eventBody({ region_code: "ZZ" }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ errors: { regionCode: [officeEventMessages.regionUnknown] } });

    const taken = await call("POST", "/events", eventBody({ form_id: "240101" }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({ errors: { formId: [officeEventMessages.formIdTaken] } });
  });
});

describe("GET /api/v1/office/events", () => {
  it("lists upcoming events soonest first with region, capacity and registrations; past ones under past", async () => {
    const later = await addEvent({
      date_start: daysFrom(t.clock.now, 200),
      date_end: daysFrom(t.clock.now, 201),
    });
    const finished = await addEvent({
      title: "Last Spring's Rally",
      date_start: daysFrom(t.clock.now, -60),
      date_end: daysFrom(t.clock.now, -59),
    });
    const older = await addEvent({
      date_start: daysFrom(t.clock.now, -400),
      date_end: daysFrom(t.clock.now, -399),
    });
    expect((await register(later.formId, "SUB-LIST-1", member.memberNo)).statusCode).toBe(200);

    const upcoming = (await call("GET", "/events")).json().results as { id: number; dateStart: string }[];
    const starts = upcoming.map((event) => event.dateStart);
    expect(starts).toEqual([...starts].sort());
    expect(upcoming.map((event) => event.id)).toContain(later.id);
    expect(upcoming.map((event) => event.id)).not.toContain(finished.id);
    expect(upcoming.find((event) => event.id === later.id)).toMatchObject({
      regionCode: "GI",
      regionName: "Greater Illinois Region",
      capacity: 40,
      registered: 1,
      full: false,
      past: false,
    });
    // The seed's events are there too, with no capacity.
    expect(upcoming).toContainEqual(
      expect.objectContaining({ formId: "240102", regionCode: null, capacity: null }),
    );

    const past = (await call("GET", "/events?when=past")).json().results as { id: number; past: boolean }[];
    expect(past.map((event) => event.id)).toEqual([finished.id, older.id]);
    expect(past.every((event) => event.past)).toBe(true);

    const all = (await call("GET", "/events?when=all")).json().results as { id: number }[];
    expect(all.map((event) => event.id)).toEqual([
      ...upcoming.map((event) => event.id),
      finished.id,
      older.id,
    ]);
  });

  it("keeps an event once it is over, listed under past", async () => {
    const event = await addEvent({
      date_start: daysFrom(t.clock.now, 1),
      date_end: daysFrom(t.clock.now, 2),
    });
    pinClock(t.clock, `${daysFrom(t.clock.now, 10)}T12:00:00Z`);
    // Ten days on, the session has expired: the office signs in again.
    const staff = await createStaff(t.database.db);
    const token = await signIn(t.app, staff.email);
    const ids = async (when: string) =>
      ((await call("GET", `/events?when=${when}`, undefined, token)).json().results as { id: number }[]).map(
        (row) => row.id,
      );
    expect(await ids("upcoming")).not.toContain(event.id);
    expect(await ids("past")).toContain(event.id);
  });

  it("names a wrong `when`", async () => {
    const reply = await call("GET", "/events?when=tomorrow");
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ errors: { when: [officeEventMessages.when] } });
  });
});

describe("PUT /api/v1/office/events/:id", () => {
  it("changes the event; the trail keeps the fields before and after", async () => {
    const event = await addEvent();
    const body = eventBody({
      form_id: event.formId,
      title: "Renamed Rally",
      capacity: null,
      region_code: "NE",
    });
    const reply = await call("PUT", `/events/${event.id}`, body);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      id: event.id,
      title: "Renamed Rally",
      formId: event.formId,
      regionCode: "NE",
      capacity: null,
    });
    const [entry] = await trail();
    expect(entry).toMatchObject({
      action: "event_changed",
      memberId: null,
      before: { eventId: event.id, title: event.title, regionCode: "GI", capacity: 40 },
      after: { eventId: event.id, title: "Renamed Rally", regionCode: "NE", capacity: null },
    });
    expect(entry?.after).not.toHaveProperty("formId");

    // The same again changes nothing, and writes nothing to the trail.
    expect((await call("PUT", `/events/${event.id}`, body)).statusCode).toBe(200);
    expect((await trail())[0]).toEqual(entry);
  });

  it("answers 404 for no such event, 400 for a bad id or body, 422 for a form id another event uses", async () => {
    const event = await addEvent();
    expect((await call("PUT", "/events/999999", eventBody())).statusCode).toBe(404);
    expect(fieldsOf(await call("PUT", "/events/abc", eventBody()))).toEqual(["id"]);
    expect(fieldsOf(await call("PUT", `/events/${event.id}`, eventBody({ title: "" })))).toEqual(["title"]);
    const taken = await call("PUT", `/events/${event.id}`, eventBody({ form_id: "240102" }));
    expect(taken.statusCode).toBe(422);
    expect(fieldsOf(taken)).toEqual(["formId"]);
  });
});

describe("DELETE /api/v1/office/events/:id", () => {
  it("deletes an event nobody registered for, in the trail; members no longer see it", async () => {
    const event = await addEvent();
    const reply = await call("DELETE", `/events/${event.id}`);
    expect(reply.statusCode).toBe(204);
    expect((await call("GET", "/events?when=all")).json().results).not.toContainEqual(
      expect.objectContaining({ id: event.id }),
    );
    const seen = (await t.app.inject({ url: "/api/v1/events", headers: bearer(tokens.member) })).json();
    expect(seen).not.toContainEqual(expect.objectContaining({ formId: event.formId }));
    expect((await trail())[0]).toMatchObject({
      action: "event_deleted",
      memberId: null,
      before: { eventId: event.id, title: event.title, formId: event.formId },
      after: null,
    });
    expect((await call("DELETE", `/events/${event.id}`)).statusCode).toBe(404);
  });

  it("refuses an event with registrations (422, suggesting an edit), and keeps it", async () => {
    const event = await addEvent();
    await register(event.formId, "SUB-DEL-1", member.memberNo);
    const reply = await call("DELETE", `/events/${event.id}`);
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toEqual({ errors: { base: [officeEventMessages.hasRegistrations(1)] } });
    expect(reply.json().errors.base[0]).toMatch(/Edit the event instead/);
    expect((await call("GET", `/events/${event.id}/registrations`)).statusCode).toBe(200);
    expect(fieldsOf(await call("DELETE", "/events/0"))).toEqual(["id"]);
  });
});

describe("an event's registrations", () => {
  it("lists who registered with their car, and exports them as CSV", async () => {
    const event = await addEvent({ title: "Fall Colors Tour" });
    await register(event.formId, "SUB-REG-1", member.memberNo, packardId);
    const other = await createDirectoryMember(t.database.db, {
      member: { firstName: "=Harold", lastName: "Abbott" },
    });
    await register(event.formId, "SUB-REG-2", other.memberNo);

    const reply = await call("GET", `/events/${event.id}/registrations`);
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.event).toMatchObject({ id: event.id, title: "Fall Colors Tour", registered: 2 });
    expect(body.registrations).toEqual([
      {
        id: expect.any(Number),
        submissionId: "SUB-REG-1",
        registeredAt: t.clock.now.toISOString(),
        memberId: member.id,
        memberNo: member.memberNo,
        firstName: "Margaret",
        lastName: "Whitfield",
        email: member.email,
        vehicle: { id: packardId, year: 1932, make: "Packard", model: "Deluxe Eight" },
        status: "confirmed",
        associate: false,
        guests: [],
        items: [],
        total: 0,
        checkedInAt: null,
      },
      expect.objectContaining({ submissionId: "SUB-REG-2", memberId: other.id, vehicle: null }),
    ]);

    const csv = await call("GET", `/events/${event.id}/registrations.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe(
      `attachment; filename="registrations-${event.formId}.csv"`,
    );
    const [header, ...lines] = csv.body.trim().split("\n");
    expect(header).toBe(
      "registered_at,member_no,member_id,first_name,last_name,email,car_year,car_make,car_model,submission_id,status,associate,guests,items,total,paid,refunded,net,checked_in_at",
    );
    expect(lines).toHaveLength(2);
    // Issue 40: when they registered, in the club's time zone.
    expect(lines[0]?.startsWith(`${clubDateTime(t.clock.now, defaultClubTimeZone)},`)).toBe(true);
    expect(lines[0]).toContain(
      `${member.memberNo},${member.id},Margaret,Whitfield,${member.email},1932,Packard,Deluxe Eight,SUB-REG-1`,
    );
    // Safe to open in a spreadsheet: a name starting with "=" is not a formula.
    expect(lines[1]).toContain(",'=Harold,Abbott,");
  });

  it("says in the CSV what each registration paid, what went back and what the club keeps (issue 40)", async () => {
    const event = await addEvent({
      title: "Spring Tour",
      registration: "portal",
      form_id: null,
      prices: [{ kind: "member", amount: 4500 }],
    });
    const kept = await createDirectoryMember(t.database.db);
    const cancelled = await createDirectoryMember(t.database.db);
    const waiting = await createDirectoryMember(t.database.db);
    for (const { email } of [kept, cancelled]) {
      const token = await signIn(t.app, email);
      const created = await t.app.inject({
        method: "POST",
        url: `/api/v1/events/${event.id}/registrations`,
        headers: bearer(token),
        payload: {},
      });
      const { orderId } = created.json().params;
      const providerOrderId = await openOrder(t, orderId);
      await decideSandboxOrder(t, providerOrderId, "approve");
      expect((await approveOrder(t, orderId, providerOrderId)).statusCode).toBe(200);
    }
    const cancelledToken = await signIn(t.app, cancelled.email);
    const [own] = (
      await t.app.inject({ url: "/api/v1/registrations", headers: bearer(cancelledToken) })
    ).json();
    const refund = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/registrations/${own.id}`,
      headers: bearer(cancelledToken),
    });
    expect(refund.json()).toMatchObject({ refunded: 4635 });
    await call("PUT", `/events/${event.id}`, {
      ...eventBody({ title: "Spring Tour", registration: "portal", form_id: null }),
      prices: [{ kind: "member", amount: 4500 }],
      capacity: 1,
    });
    await t.app.inject({
      method: "POST",
      url: `/api/v1/events/${event.id}/registrations`,
      headers: bearer(await signIn(t.app, waiting.email)),
      payload: {},
    });

    const csv = await call("GET", `/events/${event.id}/registrations.csv`);
    const [header, ...lines] = csv.body.trim().split("\n");
    const columns = header?.split(",") ?? [];
    const cell = (line: string | undefined, name: string) => line?.split(",")[columns.indexOf(name)];
    const lineOf = (memberNo: number) => lines.find((line) => line.includes(`,${memberNo},`));
    for (const [member, status, total, paid, refunded, net] of [
      [kept, "confirmed", "46.35", "46.35", "0.00", "46.35"],
      [cancelled, "cancelled", "46.35", "46.35", "46.35", "0.00"],
      [waiting, "waitlisted", "0.00", "0.00", "0.00", "0.00"],
    ] as const) {
      const line = lineOf(member.memberNo);
      expect(
        ["status", "total", "paid", "refunded", "net"].map((name) => cell(line, name)),
        line,
      ).toEqual([status, total, paid, refunded, net]);
    }
  });

  it("answers 404 for no such event", async () => {
    expect((await call("GET", "/events/999999/registrations")).statusCode).toBe(404);
    expect((await call("GET", "/events/999999/registrations.csv")).statusCode).toBe(404);
  });
});

describe("capacity", () => {
  it("marks a full event for members and the office, and still records a registration the form service sends", async () => {
    const event = await addEvent({ capacity: 1 });
    await register(event.formId, "SUB-CAP-1", member.memberNo);
    const other = await createDirectoryMember(t.database.db);
    const otherToken = await signIn(t.app, other.email);
    const seen = (await t.app.inject({ url: "/api/v1/events", headers: bearer(otherToken) })).json();
    expect(seen).toContainEqual(expect.objectContaining({ formId: event.formId, full: true }));

    // The form service decided to take it: it is recorded, over the capacity.
    expect((await register(event.formId, "SUB-CAP-2", other.memberNo)).json()).toEqual({
      result: "registered",
    });
    const listed = (await call("GET", "/events")).json().results as { id: number }[];
    expect(listed.find((row) => row.id === event.id)).toMatchObject({
      capacity: 1,
      registered: 2,
      full: true,
    });

    // A larger capacity opens it again.
    await call("PUT", `/events/${event.id}`, eventBody({ form_id: event.formId, capacity: 10 }));
    const after = (
      await t.app.inject({ url: "/api/v1/events", headers: bearer(tokens.regionalAdmin) })
    ).json();
    expect(after).toContainEqual(expect.objectContaining({ formId: event.formId, full: false }));
  });
});
