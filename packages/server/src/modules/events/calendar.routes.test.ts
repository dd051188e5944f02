import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { bearer, createDirectoryMember, signIn, signInEachRole } from "../../test/factories.ts";
import { createTestApp, createTestInstance, type TestApp } from "../../test/test-app.ts";
import { daysFrom } from "../../test/test-clock.ts";
import { regions } from "../geo/geo.schema.ts";
import { calendarKeys, events, registrations } from "./events.schema.ts";

let t: TestApp;
let member: Awaited<ReturnType<typeof createDirectoryMember>>;
let token: string;
let ids: { tour: number; meeting: number; lastYear: number; longAgo: number };
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  member = await createDirectoryMember(t.database.db);
  token = await signIn(t.app, member.email);
  adminToken = (await signInEachRole(t.app, t.database.db)).tokens.admin;
  const [region] = await t.database.db.select().from(regions).where(eq(regions.code, "GI"));
  const add = async (values: Partial<typeof events.$inferInsert> & { title: string }) => {
    const [row] = await t.database.db
      .insert(events)
      .values({ dateStart: daysFrom(t.clock.now, 10), dateEnd: daysFrom(t.clock.now, 12), ...values })
      .returning({ id: events.id });
    return row?.id as number;
  };
  ids = {
    tour: await add({
      registration: "portal",
      title: "Grand Classic",
      place: "Pebble Beach, California",
      description: "Judging at 10, lunch at 1.\nBring your car's papers.",
    }),
    meeting: await add({
      formId: "calendar-meeting",
      title: "Regional Meeting",
      regionId: region?.id,
      dateStart: daysFrom(t.clock.now, 40),
      dateEnd: daysFrom(t.clock.now, 40),
    }),
    lastYear: await add({
      formId: "calendar-last-year",
      title: "Last Year's Tour",
      dateStart: daysFrom(t.clock.now, -302),
      dateEnd: daysFrom(t.clock.now, -300),
    }),
    longAgo: await add({
      formId: "calendar-long-ago",
      title: "Long Ago Tour",
      dateStart: daysFrom(t.clock.now, -800),
      dateEnd: daysFrom(t.clock.now, -798),
    }),
  };
});
afterAll(() => t.close());

interface ParsedEvent {
  uid: string;
  summary: string;
  start: string;
  end: string;
  allDay: boolean;
  location: string | null;
  description: string | null;
  url: string | null;
  status: string | null;
}

/** The feed read by a real iCalendar parser (ical.js): its name and its events. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const parsed = calendar.getAllSubcomponents("vevent").map((component): ParsedEvent => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate && event.endDate.isDate,
      location: event.location,
      description: event.description,
      url: component.getFirstPropertyValue("url") as string | null,
      status: component.getFirstPropertyValue("status") as string | null,
    };
  });
  return { name: calendar.getFirstPropertyValue("x-wr-calname"), events: parsed };
}

const get = (url: string, withToken?: string) =>
  t.app.inject({ url, headers: withToken ? bearer(withToken) : {} });

const pathOf = (url: string) => new URL(url).pathname;

async function links(withToken = token) {
  const reply = await get("/api/v1/calendar", withToken);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as { personalUrl: string; clubUrl: string };
}

async function unknownRouteBody() {
  const reply = await get("/api/v1/no-such-route");
  expect(reply.statusCode).toBe(404);
  return reply.json();
}

describe("GET /api/v1/events.ics", () => {
  it("is public: every event that has not ended more than a year ago, all day, for shared caches a few minutes", async () => {
    const reply = await get("/api/v1/events.ics");
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(reply.headers["cache-control"]).toBe("public, max-age=300");
    const { name, events: listed } = parse(reply.body);
    expect(name).toBe("Classic Car Club of America");
    const uids = listed.map((event) => event.uid);
    expect(uids).toContain(`event-${ids.lastYear}@portal.test`);
    expect(uids).not.toContain(`event-${ids.longAgo}@portal.test`);
    expect(listed.find((event) => event.uid === `event-${ids.tour}@portal.test`)).toEqual({
      uid: `event-${ids.tour}@portal.test`,
      summary: "Grand Classic",
      start: daysFrom(t.clock.now, 10),
      // All day: the end is the day after the last day.
      end: daysFrom(t.clock.now, 13),
      allDay: true,
      location: "Pebble Beach, California",
      description: "Judging at 10, lunch at 1.\nBring your car's papers.",
      url: "http://portal.test/my-profile/my-events",
      status: null,
    });
    // No place: the region's name.
    expect(listed.find((event) => event.uid === `event-${ids.meeting}@portal.test`)).toMatchObject({
      summary: "Regional Meeting",
      start: daysFrom(t.clock.now, 40),
      end: daysFrom(t.clock.now, 41),
      location: "Greater Illinois Region",
    });
  });

  it("keeps an event's UID when the office changes its title", async () => {
    const id = (
      await t.database.db
        .insert(events)
        .values({
          formId: "calendar-renamed",
          title: "Spring Tour",
          dateStart: daysFrom(t.clock.now, 5),
          dateEnd: daysFrom(t.clock.now, 5),
        })
        .returning({ id: events.id })
    )[0]?.id as number;
    const summaryOf = async () =>
      parse((await get("/api/v1/events.ics")).body).events.filter(
        (event) => event.uid === `event-${id}@portal.test`,
      );
    expect((await summaryOf()).map((event) => event.summary)).toEqual(["Spring Tour"]);
    await t.database.db.update(events).set({ title: "Spring Tour (moved)" }).where(eq(events.id, id));
    expect((await summaryOf()).map((event) => event.summary)).toEqual(["Spring Tour (moved)"]);
  });

  it("is not taken for an event's id by the /events routes", async () => {
    // Public and a calendar: a route /events/:id would have asked for a token.
    const reply = await get("/api/v1/events.ics");
    expect(reply.statusCode).toBe(200);
    expect(reply.body.startsWith("BEGIN:VCALENDAR")).toBe(true);
    expect((await get("/api/v1/events")).statusCode).toBe(401);
  });
});

describe("GET /api/v1/calendar", () => {
  it("needs a token", async () => {
    expect((await get("/api/v1/calendar")).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/v1/calendar/reset" })).statusCode).toBe(401);
  });

  it("gives the member's secret address, the same each time, and the club's; only the key's hash is kept", async () => {
    const first = await links();
    expect(first.personalUrl).toMatch(/^http:\/\/portal\.test\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(first.clubUrl).toBe("http://portal.test/api/v1/events.ics");
    expect(await links()).toEqual(first);
    const key = /calendar\/(.+)\.ics$/.exec(first.personalUrl)?.[1] as string;
    const [row] = await t.database.db.select().from(calendarKeys).where(eq(calendarKeys.memberId, member.id));
    expect(row?.keyHash).toBe(createHash("sha256").update(key).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(key);
  });
});

describe("GET /api/v1/calendar/{key}.ics", () => {
  it("lists the member's own registrations not cancelled, the status named until confirmed", async () => {
    const other = await createDirectoryMember(t.database.db);
    const add = async (values: Pick<typeof registrations.$inferInsert, "eventId" | "memberId" | "status">) =>
      (
        await t.database.db
          .insert(registrations)
          .values({ ...values, createdAt: t.clock.now })
          .returning()
      )[0]?.id as number;
    const confirmed = await add({ eventId: ids.tour, memberId: member.id, status: "confirmed" });
    const waitlisted = await add({ eventId: ids.meeting, memberId: member.id, status: "waitlisted" });
    await add({ eventId: ids.lastYear, memberId: member.id, status: "cancelled" });
    await add({ eventId: ids.lastYear, memberId: other.id, status: "confirmed" });

    const reply = await get(pathOf((await links()).personalUrl));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(reply.headers["cache-control"]).toBe("no-store");
    const { events: listed } = parse(reply.body);
    expect(
      listed.map(({ uid, summary, start, end, allDay, status }) => ({
        uid,
        summary,
        start,
        end,
        allDay,
        status,
      })),
    ).toEqual([
      {
        uid: `registration-${confirmed}@portal.test`,
        summary: "Grand Classic",
        start: daysFrom(t.clock.now, 10),
        end: daysFrom(t.clock.now, 13),
        allDay: true,
        status: "CONFIRMED",
      },
      {
        uid: `registration-${waitlisted}@portal.test`,
        summary: "Regional Meeting (waitlisted)",
        start: daysFrom(t.clock.now, 40),
        end: daysFrom(t.clock.now, 41),
        allDay: true,
        status: "TENTATIVE",
      },
    ]);

    const otherLinks = await links(await signIn(t.app, other.email));
    const otherEvents = parse((await get(pathOf(otherLinks.personalUrl))).body).events;
    expect(otherEvents.map((event) => event.summary)).toEqual(["Last Year's Tour"]);
  });

  it("answers a wrong key as it answers an unknown address", async () => {
    const notFound = await unknownRouteBody();
    const key = /calendar\/(.+)\.ics$/.exec((await links()).personalUrl)?.[1] as string;
    const altered = `${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`;
    for (const wrong of [altered, "nothing", "", "x".repeat(43), "../events"]) {
      const reply = await get(`/api/v1/calendar/${encodeURIComponent(wrong)}.ics`);
      expect(reply.statusCode, wrong).toBe(404);
      expect(reply.json()).toEqual(notFound);
    }
  });

  it("stops answering the old address once the member resets it", async () => {
    const before = await links();
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/v1/calendar/reset",
      headers: bearer(token),
    });
    expect(reset.statusCode).toBe(200);
    const after = reset.json();
    expect(after.clubUrl).toBe(before.clubUrl);
    expect(after.personalUrl).not.toBe(before.personalUrl);
    expect((await get(pathOf(before.personalUrl))).statusCode).toBe(404);
    expect((await get(pathOf(after.personalUrl))).statusCode).toBe(200);
    expect(await links()).toEqual(after);
  });

  it("ends every address when the server's secret changes, and gives a new one", async () => {
    const before = await links();
    const rotated = await createTestInstance(t.database, t.clock, {
      CARD_SIGNING_SECRET: "another-secret-of-at-least-thirty-two-characters",
    });
    try {
      expect((await rotated.app.inject({ url: pathOf(before.personalUrl) })).statusCode).toBe(404);
      const renewed = (await rotated.app.inject({ url: "/api/v1/calendar", headers: bearer(token) })).json();
      expect(renewed.personalUrl).not.toBe(before.personalUrl);
      expect((await rotated.app.inject({ url: pathOf(renewed.personalUrl) })).statusCode).toBe(200);
    } finally {
      await rotated.close();
    }
  });
});

/** The office's club time zone (issue 40), put back to the default when the test ends. */
async function setClubTimeZone(zone: string) {
  const put = (club_time_zone: string) =>
    t.app.inject({
      method: "PUT",
      url: "/api/v1/office/settings",
      headers: bearer(adminToken),
      payload: { club_time_zone },
    });
  expect((await put(zone)).statusCode).toBe(200);
  onTestFinished(async () => {
    await put("America/Chicago");
  });
}

/** The calendar's time zone as a real parser reads it: the VTIMEZONE's TZID, its offsets in winter and summer. */
function zoneOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vtimezones = calendar.getAllSubcomponents("vtimezone");
  expect(vtimezones).toHaveLength(1);
  const zone = new ICAL.Timezone(vtimezones[0] as ICAL.Component);
  const offsetHours = (local: string) => zone.utcOffset(ICAL.Time.fromDateTimeString(local)) / 3600;
  return {
    tzid: zone.tzid,
    named: calendar.getFirstPropertyValue("x-wr-timezone"),
    winter: offsetHours("2027-01-15T09:00:00"),
    summer: offsetHours("2027-07-15T09:00:00"),
  };
}

/** Each event's DTSTAMP as a real parser reads it. */
function stampsOf(text: string) {
  return new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents("vevent")
    .map((event) => event.getFirstPropertyValue("dtstamp") as ICAL.Time);
}

describe("the feeds in the club's time zone (issue 40)", () => {
  it("carry the club's zone as a VTIMEZONE (Central Time by default), the days still all day", async () => {
    const reply = await get("/api/v1/events.ics");
    expect(zoneOf(reply.body)).toEqual({
      tzid: "America/Chicago",
      named: "America/Chicago",
      winter: -6,
      summer: -5,
    });
    expect(
      parse(reply.body).events.find((event) => event.uid === `event-${ids.tour}@portal.test`),
    ).toMatchObject({
      start: daysFrom(t.clock.now, 10),
      end: daysFrom(t.clock.now, 13),
      allDay: true,
    });
    // RFC 5545 §3.8.7.2: the stamp is a moment in UTC, whatever the calendar's zone.
    for (const stamp of stampsOf(reply.body)) {
      expect(stamp.zone?.tzid).toBe("UTC");
      expect(stamp.toJSDate().getTime()).toBe(Math.floor(t.clock.now.getTime() / 1000) * 1000);
    }
    const personal = (await get(pathOf((await links()).personalUrl))).body;
    expect(zoneOf(personal).tzid).toBe("America/Chicago");
  });

  it("follow the office's setting: America/Los_Angeles gives Pacific Time, the same days", async () => {
    await setClubTimeZone("America/Los_Angeles");
    const reply = await get("/api/v1/events.ics");
    expect(zoneOf(reply.body)).toEqual({
      tzid: "America/Los_Angeles",
      named: "America/Los_Angeles",
      winter: -8,
      summer: -7,
    });
    expect(reply.body).not.toContain("America/Chicago");
    expect(
      parse(reply.body).events.find((event) => event.uid === `event-${ids.tour}@portal.test`),
    ).toMatchObject({
      start: daysFrom(t.clock.now, 10),
      end: daysFrom(t.clock.now, 13),
    });
    expect(zoneOf((await get(`/api/v1/events/${ids.tour}.ics`)).body).tzid).toBe("America/Los_Angeles");
  });
});

describe("GET /api/v1/events/{id}.ics (issue 40)", () => {
  it("is public, as the club's feed is: the one event, its UID as in the feed, with the club's zone", async () => {
    const reply = await get(`/api/v1/events/${ids.tour}.ics`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(reply.headers["cache-control"]).toBe("public, max-age=300");
    expect(reply.headers["content-disposition"]).toBe(`inline; filename="event-${ids.tour}.ics"`);
    const { name, events: listed } = parse(reply.body);
    expect(name).toBe("Grand Classic");
    expect(listed).toEqual([
      {
        uid: `event-${ids.tour}@portal.test`,
        summary: "Grand Classic",
        start: daysFrom(t.clock.now, 10),
        end: daysFrom(t.clock.now, 13),
        allDay: true,
        location: "Pebble Beach, California",
        description: "Judging at 10, lunch at 1.\nBring your car's papers.",
        url: "http://portal.test/my-profile/my-events",
        status: null,
      },
    ]);
    expect(zoneOf(reply.body).tzid).toBe("America/Chicago");
    // A file taken in once, not a feed to fetch again.
    expect(reply.body).not.toContain("REFRESH-INTERVAL");
    expect((await get("/api/v1/events.ics")).body).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H");
    // A signed-in member reads the same file.
    expect((await get(`/api/v1/events/${ids.tour}.ics`, token)).body).toBe(reply.body);
  });

  it("gives a form event (the region's name for its place) and an event that ended this past year", async () => {
    const meeting = parse((await get(`/api/v1/events/${ids.meeting}.ics`)).body).events;
    expect(meeting.map(({ summary, location, allDay }) => ({ summary, location, allDay }))).toEqual([
      { summary: "Regional Meeting", location: "Greater Illinois Region", allDay: true },
    ]);
    expect((await get(`/api/v1/events/${ids.lastYear}.ics`)).statusCode).toBe(200);
  });

  it("answers 404 for an event there is not, or one the club's feed no longer lists", async () => {
    const notFound = await unknownRouteBody();
    for (const id of [ids.longAgo, 999_999]) {
      const reply = await get(`/api/v1/events/${id}.ics`);
      expect(reply.statusCode, String(id)).toBe(404);
      expect(reply.json()).toEqual(notFound);
    }
  });

  it("answers 400 naming the id for an id that is no number", async () => {
    for (const id of ["tour", "0", "-3", "1.5"]) {
      const reply = await get(`/api/v1/events/${id}.ics`);
      expect(reply.statusCode, id).toBe(400);
      expect(Object.keys(reply.json().errors), id).toEqual(["id"]);
    }
  });

  it("is in the API reference, public", async () => {
    const document = (await get("/api/docs/json")).json();
    const route = document.paths["/api/v1/events/{id}.ics"]?.get;
    expect(route?.summary).toMatch(/^One event as an iCalendar file/);
    expect(route?.security).toEqual([]);
  });

  it("leaves the member's event details where they were", async () => {
    expect((await get(`/api/v1/events/${ids.tour}`)).statusCode).toBe(401);
    const details = await get(`/api/v1/events/${ids.tour}`, token);
    expect(details.statusCode).toBe(200);
    expect(details.json().title).toBe("Grand Classic");
  });
});
