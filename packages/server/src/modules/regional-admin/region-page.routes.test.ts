import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDirectoryMember, createTerm } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom } from "../../test/test-clock.ts";
import { events } from "../events/events.schema.ts";
import { regions } from "../geo/geo.schema.ts";
import { privacyChoices } from "../privacy/privacy.schema.ts";

// Issue 42: a region's own page, open to anyone: officers as their privacy allows, next events, its dues.

let t: TestApp;
const page = (code: string) => t.app.inject({ url: `/api/v1/regions/${code}` });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const director = await createDirectoryMember(db, { member: { firstName: "Dee", lastName: "Director" } });
  await createTerm(db, { memberId: director.id, regionCode: "GI", officeKey: "director" });
  const quiet = await createDirectoryMember(db, { member: { firstName: "Quiet", lastName: "Treasurer" } });
  await createTerm(db, { memberId: quiet.id, regionCode: "GI", officeKey: "treasurer" });
  await db.insert(privacyChoices).values({
    memberId: quiet.id,
    showInDirectory: false,
    showAddress: false,
    showPhones: false,
    showEmail: false,
    allowClubMail: false,
    createdAt: t.clock.now,
    updatedAt: t.clock.now,
  });
  const past = await createDirectoryMember(db, { member: { firstName: "Past", lastName: "Officer" } });
  await createTerm(db, {
    memberId: past.id,
    regionCode: "GI",
    officeKey: "events_chair",
    endsOn: daysFrom(t.clock.now, -30),
  });
  const [gi] = await db.select({ id: regions.id }).from(regions).where(eq(regions.code, "GI"));
  const [um] = await db.select({ id: regions.id }).from(regions).where(eq(regions.code, "UM"));
  const day = (days: number) => daysFrom(t.clock.now, days);
  await db.insert(events).values([
    {
      title: "Fox River Tour",
      dateStart: day(20),
      dateEnd: day(20),
      regionId: gi?.id,
      place: "St. Charles, IL",
    },
    { title: "Spring Brunch", dateStart: day(5), dateEnd: day(6), regionId: gi?.id, registration: "portal" },
    { title: "Last Year's Picnic", dateStart: day(-40), dateEnd: day(-40), regionId: gi?.id },
    { title: "Upper Midwest Tour", dateStart: day(10), dateEnd: day(10), regionId: um?.id },
  ]);
});
afterAll(() => t.close());

describe("GET /api/v1/regions/{code}", () => {
  it("shows anyone the region's current officers as their privacy allows, its next events and its dues", async () => {
    const reply = await page("gi");
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json();
    expect(body.region).toEqual({ code: "GI", name: "Greater Illinois Region" });
    expect(body.officers).toEqual(
      expect.arrayContaining([
        { office: "Director", name: "Dee Director", named: true },
        { office: "Treasurer", name: "A club member", named: false },
      ]),
    );
    expect(JSON.stringify(body.officers)).not.toContain("Past Officer");
    expect(JSON.stringify(body)).not.toContain("Quiet");
    // Soonest first; the seed's own Greater Illinois meet sits among them.
    const titles = body.events.map((event: { title: string }) => event.title);
    expect(titles.filter((title: string) => ["Spring Brunch", "Fox River Tour"].includes(title))).toEqual([
      "Spring Brunch",
      "Fox River Tour",
    ]);
    expect(titles).not.toContain("Last Year's Picnic");
    expect(titles).not.toContain("Upper Midwest Tour");
    expect(body.events.find((event: { title: string }) => event.title === "Fox River Tour")).toMatchObject({
      place: "St. Charles, IL",
      registration: "form",
    });
    expect(body.plan).toEqual({
      title: "Greater Illinois Region membership",
      cost: 4000,
      associateCost: 1000,
    });
  });

  it("is 404 for a code no region has, and 400 for one too long", async () => {
    expect((await page("XX")).statusCode).toBe(404);
    expect((await page("ABCDEFGHIJKLM")).statusCode).toBe(400);
  });
});
