import { classicMessages, maxPendingPetitions } from "@club/domain/classics.schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, createMember, createStaff, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { makes } from "../makes/makes.schema.ts";

// Issue 27: the Full Classic list as the club publishes it, and a member's petitions to add a car.

let t: TestApp;
let memberToken: string;
let adminToken: string;
let makeIds: Record<"packard" | "lincoln" | "auburn" | "cadillac", number>;
let abbottId: number;

beforeAll(async () => {
  t = await createTestApp();
  const makeId = async (name: string) =>
    (await t.database.db.select().from(makes).where(eq(makes.name, name)))[0]?.id as number;
  makeIds = {
    packard: await makeId("Packard"),
    lincoln: await makeId("Lincoln"),
    auburn: await makeId("Auburn"),
    cadillac: await makeId("Cadillac"),
  };
  // A make added after the others, first by name: the list follows the names, not the order makes were added in.
  const [abbott] = await t.database.db.insert(makes).values({ name: "Abbott-Detroit" }).returning();
  abbottId = abbott?.id as number;
  const member = await createDirectoryMember(t.database.db);
  memberToken = await signIn(t.app, member.email);
  adminToken = await signIn(t.app, (await createStaff(t.database.db, "office_admin")).email);
  // The list in no order: the reply orders it.
  for (const entry of [
    { make_id: makeIds.packard, series: null, first_year: 1925, last_year: 1948 },
    { make_id: makeIds.lincoln, series: "Continental", first_year: 1940, last_year: 1948 },
    {
      make_id: makeIds.cadillac,
      series: null,
      first_year: 1925,
      last_year: 1948,
      notes: "From 1936 the larger series",
    },
    { make_id: makeIds.lincoln, series: null, first_year: 1925, last_year: 1939 },
    { make_id: makeIds.lincoln, series: "Custom", first_year: 1941, last_year: 1942 },
    { make_id: abbottId, series: "Model 44", first_year: 1916, last_year: 1919 },
  ]) {
    const added = await t.app.inject({
      method: "POST",
      url: "/api/v1/office/classics",
      headers: bearer(adminToken),
      payload: entry,
    });
    expect(added.statusCode, added.body).toBe(201);
  }
});
afterAll(() => t.close());

const petition = (changes: Record<string, unknown> = {}, token = memberToken) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/classics/petitions",
    headers: token ? bearer(token) : {},
    payload: {
      make_id: makeIds.auburn,
      model: "852 Speedster",
      first_year: 1935,
      last_year: 1936,
      evidence: "Supercharged eight, a plaque certifying 100 mph.",
      ...changes,
    },
  });

const ownPetitions = (token: string) =>
  t.app.inject({ url: "/api/v1/classics/petitions", headers: token ? bearer(token) : {} });

describe("GET /api/v1/classics", () => {
  it("publishes the list without a sign-in, by make name, then series (every model first), then first year", async () => {
    const reply = await t.app.inject({ url: "/api/v1/classics" });
    expect(reply.statusCode).toBe(200);
    const list = reply.json() as { make: string; series: string | null }[];
    expect(list.map((entry) => [entry.make, entry.series])).toEqual([
      ["Abbott-Detroit", "Model 44"],
      ["Cadillac", null],
      ["Lincoln", null],
      ["Lincoln", "Continental"],
      ["Lincoln", "Custom"],
      ["Packard", null],
    ]);
    expect(list[1]).toEqual({
      id: expect.any(Number),
      makeId: makeIds.cadillac,
      make: "Cadillac",
      series: null,
      firstYear: 1925,
      lastYear: 1948,
      notes: "From 1936 the larger series",
    });
  });

  it("gives one make's entries with make_id, and names a wrong make_id", async () => {
    const reply = await t.app.inject({ url: `/api/v1/classics?make_id=${makeIds.lincoln}` });
    expect((reply.json() as { make: string }[]).map((entry) => entry.make)).toEqual([
      "Lincoln",
      "Lincoln",
      "Lincoln",
    ]);
    const none = await t.app.inject({ url: `/api/v1/classics?make_id=${makeIds.auburn}` });
    expect(none.json()).toEqual([]);
    const wrong = await t.app.inject({ url: "/api/v1/classics?make_id=abc" });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().errors)).toEqual(["makeId"]);
  });
});

describe("POST /api/v1/classics/petitions", () => {
  it("needs a sign-in", async () => {
    expect((await petition({}, "")).statusCode).toBe(401);
    expect((await ownPetitions("")).statusCode).toBe(401);
  });

  it("takes a petition from any signed-in account (201), pending, and lists it for its member only", async () => {
    const asker = await createMember(t.database.db);
    const token = await signIn(t.app, asker.email);
    const reply = await petition({ model: "  851 Speedster  " }, token);
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toEqual({
      id: expect.any(Number),
      makeId: makeIds.auburn,
      make: "Auburn",
      model: "851 Speedster",
      firstYear: 1935,
      lastYear: 1936,
      evidence: "Supercharged eight, a plaque certifying 100 mph.",
      status: "pending",
      reason: null,
      createdAt: t.clock.now.toISOString(),
      decidedAt: null,
      classicId: null,
    });
    const later = new Date(t.clock.now.getTime() + 60_000);
    t.clock.now = later;
    const second = (await petition({ model: "Twelve Salon" }, token)).json();

    const own = (await ownPetitions(token)).json() as { id: number }[];
    expect(own.map((row) => row.id)).toEqual([second.id, reply.json().id]);
    const others = (await ownPetitions(memberToken)).json() as { id: number }[];
    expect(others.map((row) => row.id)).not.toContain(second.id);
  });

  it.each([
    [{ model: "   " }, "model", classicMessages.modelRequired],
    [{ model: "x".repeat(101) }, "model", classicMessages.modelTooLong],
    [{ model: "Two\nlines" }, "model", "Must be on one line (no line breaks)"],
    [{ make_id: undefined }, "makeId", classicMessages.makeRequired],
    [{ first_year: undefined }, "firstYear", classicMessages.firstYearRequired],
    [{ first_year: 1913 }, "firstYear", classicMessages.yearRange],
    [{ last_year: 1950 }, "lastYear", classicMessages.yearRange],
    [{ last_year: 1936.5 }, "lastYear", classicMessages.yearRange],
    [{ evidence: "" }, "evidence", classicMessages.evidenceRequired],
    [{ evidence: "e".repeat(2001) }, "evidence", classicMessages.evidenceTooLong],
  ])("refuses %o with 400 naming %s", async (changes, field, message) => {
    const reply = await petition(changes);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ errors: { [field]: [message] } });
  });

  it("refuses an unknown make and years out of order with 422 naming the field", async () => {
    const unknown = await petition({ make_id: 999_999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ errors: { makeId: [classicMessages.makeUnknown] } });
    const backwards = await petition({ first_year: 1936, last_year: 1935 });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toEqual({ errors: { lastYear: [classicMessages.lastYearBeforeFirst] } });
  });

  it(`keeps a member to ${maxPendingPetitions} petitions waiting at once`, async () => {
    const busy = await createMember(t.database.db);
    const token = await signIn(t.app, busy.email);
    for (let i = 0; i < maxPendingPetitions; i += 1)
      expect((await petition({ model: `Model ${i}` }, token)).statusCode).toBe(201);
    const over = await petition({ model: "One more" }, token);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({ errors: { base: [classicMessages.tooManyPending] } });

    // Once the office decides one, another may be sent.
    const [first] = (await ownPetitions(token)).json() as { id: number }[];
    const rejected = await t.app.inject({
      method: "POST",
      url: `/api/v1/office/classics/petitions/${first?.id}/reject`,
      headers: bearer(adminToken),
      payload: { reason: "Not a Full Classic" },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await petition({ model: "One more" }, token)).statusCode).toBe(201);
  });
});
