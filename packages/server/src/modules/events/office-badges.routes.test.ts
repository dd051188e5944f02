import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, createStaff, signIn } from "../../test/factories.ts";
import { pdfPageTexts, readPdf } from "../../test/pdf-text.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom } from "../../test/test-clock.ts";
import { vehicles } from "../vehicles/vehicles.schema.ts";
import { events, registrations } from "./events.schema.ts";

let t: TestApp;
let tokens: { member: string; staff: string };
type Member = Awaited<ReturnType<typeof createDirectoryMember>>;
let margaret: Member;
let packardId: number;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp();
  margaret = await createDirectoryMember(t.database.db, {
    member: { firstName: "Margaret", lastName: "Whitfield" },
    cars: [{ year: 1932, make: "Packard", model: "Deluxe Eight" }],
    associate: { firstName: "Robert", lastName: "Whitfield" },
  });
  const [car] = await t.database.db.select().from(vehicles).where(eq(vehicles.memberId, margaret.id));
  packardId = car?.id as number;
  const staff = await createStaff(t.database.db);
  tokens = { member: await signIn(t.app, margaret.email), staff: await signIn(t.app, staff.email) };
});
afterAll(() => t.close());

const badges = (eventId: number, token = tokens.staff) =>
  t.app.inject({
    url: `/api/v1/office/events/${eventId}/badges.pdf`,
    headers: token ? bearer(token) : {},
  });

async function addEvent(values: Partial<typeof events.$inferInsert> = {}) {
  sequence += 1;
  const [event] = await t.database.db
    .insert(events)
    .values({
      registration: "portal",
      title: `Spring Tour ${sequence}`,
      dateStart: daysFrom(t.clock.now, 30),
      dateEnd: daysFrom(t.clock.now, 31),
      ...values,
    })
    .returning({ id: events.id, title: events.title });
  return event as { id: number; title: string };
}

/** A registration for the event, confirmed unless told. */
async function register(
  eventId: number,
  member: { id: number },
  values: Partial<typeof registrations.$inferInsert> = {},
) {
  await t.database.db
    .insert(registrations)
    .values({ eventId, memberId: member.id, status: "confirmed", createdAt: t.clock.now, ...values });
}

const newMember = (firstName: string, lastName: string) =>
  createDirectoryMember(t.database.db, { member: { firstName, lastName } });

async function pagesOf(eventId: number) {
  const reply = await badges(eventId);
  expect(reply.statusCode, reply.body).toBe(200);
  return pdfPageTexts(reply.rawPayload);
}

describe("GET /api/v1/office/events/{id}/badges.pdf", () => {
  it("is for the office only: 401 without a token, 403 for a member, 404 for an unknown event", async () => {
    const event = await addEvent();
    expect((await badges(event.id, "")).statusCode).toBe(401);
    expect((await badges(event.id, tokens.member)).statusCode).toBe(403);
    expect((await badges(999999)).statusCode).toBe(404);
  });

  it("prints a badge for each member with a confirmed place, their associate and guests, by last name", async () => {
    const event = await addEvent({ title: "Grand Classic at Hershey" });
    const [zelda, harold, martin, ada] = await Promise.all([
      newMember("Zelda", "Young"),
      newMember("Harold", "Ames"),
      newMember("Martin", "van Buren"),
      newMember("Ada", "Baker"),
    ]);
    await register(event.id, zelda, {
      guests: [
        { firstName: "Bob", lastName: "Young" },
        { firstName: "Cy", lastName: "Young" },
      ],
    });
    await register(event.id, margaret, {
      vehicleId: packardId,
      associate: true,
      guests: [{ firstName: "Ann", lastName: "Lee" }],
    });
    await register(event.id, harold);
    await register(event.id, martin);
    await register(event.id, ada);
    for (const [status, lastName] of [
      ["waitlisted", "Waiting"],
      ["pending", "Unpaid"],
      ["offered", "Offered"],
      ["cancelled", "Cancelled"],
    ] as const)
      await register(event.id, await newMember("Nobody", lastName), { status });

    const reply = await badges(event.id);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("application/pdf");
    expect(reply.headers["content-disposition"]).toBe(`attachment; filename="badges-${event.id}.pdf"`);
    const pages = await pdfPageTexts(reply.rawPayload);
    // 9 people: five members, Margaret's associate and three guests; eight badges a sheet.
    expect(pages).toHaveLength(2);
    const text = pages.join("\n");
    expect(text).toContain(`Member no. ${margaret.memberNo}`);
    expect(text).toContain("1932 Packard Deluxe Eight");
    expect(text).toContain("Associate of Margaret Whitfield");
    expect(text).toContain("Guest of Margaret Whitfield");
    expect(text).toContain("Guest of Zelda Young");
    expect(text).toContain("Grand Classic at Hershey");
    expect(text).not.toContain("Nobody");
    const order = [
      "Harold Ames",
      "Ada Baker",
      "Martin van Buren",
      "Margaret Whitfield",
      "Robert Whitfield",
      "Ann Lee",
      "Zelda Young",
      "Bob Young",
    ].map((name) => pages[0]?.indexOf(name) ?? -1);
    expect(order).not.toContain(-1);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(pages[1]).toContain("Cy Young");
  });

  it("sets a long name smaller to fit its badge, and cuts only one too long to read smaller", async () => {
    const event = await addEvent();
    await register(event.id, await newMember("Bartholomew-Maximilian", "Montgomery-Fitzwilliam"));
    await register(
      event.id,
      await newMember("Wolfeschlegelsteinhausenbergerdorff", "Wolfeschlegelsteinhausenbergerdorff"),
    );

    const reply = await badges(event.id);
    const [text] = await pdfPageTexts(reply.rawPayload);
    expect(text).toContain("Bartholomew-Maximilian Montgomery-Fitzwilliam");
    expect(text).toMatch(/^Wolfeschlegel\w+\.\.\.$/m);
    // Avery 5395: the badges' columns run from 49.5pt and 319.5pt, 243pt wide.
    const page = await (await readPdf(reply.rawPayload)).getPage(1);
    const spans = (await page.getTextContent()).items.flatMap((item) =>
      "str" in item && item.str.trim() !== ""
        ? [{ left: item.transform[4] as number, width: item.width }]
        : [],
    );
    expect(spans.length).toBeGreaterThan(0);
    for (const span of spans) {
      const column = span.left < 306 ? 49.5 : 319.5;
      expect(span.left).toBeGreaterThanOrEqual(column);
      expect(span.left + span.width).toBeLessThanOrEqual(column + 243);
    }
  });

  it("prints a form event's registrations, which the form service reports confirmed", async () => {
    const event = await addEvent({ registration: "form", formId: "badges-form" });
    await t.database.db
      .insert(registrations)
      .values({ submissionId: "badges-1", eventId: event.id, memberId: margaret.id, createdAt: t.clock.now });

    const pages = await pagesOf(event.id);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain("Margaret Whitfield");
  });

  it("gives one page saying so when nobody holds a place", async () => {
    const event = await addEvent({ title: "Winter Meeting" });
    await register(event.id, await newMember("Ivy", "Waiting"), { status: "waitlisted" });

    const pages = await pagesOf(event.id);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain("Name badges: Winter Meeting");
    expect(pages[0]).toContain("Nobody has a confirmed place at this event yet");
  });
});
