import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, createStaff, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom } from "../../test/test-clock.ts";

let t: TestApp;
let tokens: { admin: string; member: string; office: string };

beforeAll(async () => {
  t = await createTestApp();
  tokens = {
    admin: await signIn(t.app, (await createDirectoryMember(t.database.db, { administers: ["GI"] })).email),
    member: await signIn(t.app, (await createDirectoryMember(t.database.db)).email),
    office: await signIn(t.app, (await createStaff(t.database.db)).email),
  };
});
afterAll(() => t.close());

async function portalEvent(regionCode: string | null) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/v1/office/events",
    headers: bearer(tokens.office),
    payload: {
      title: `Meet in ${regionCode ?? "the club"}`,
      date_start: daysFrom(t.clock.now, 20),
      date_end: daysFrom(t.clock.now, 20),
      region_code: regionCode,
      registration: "portal",
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

const setup = {
  classes: [{ code: "P1", name: "Primary, 1925 to 1930", division: "Primary" }],
  thresholds: [{ division: "Primary", award: "First", min_score: 90 }],
};

const judging = (id: number, token: string | null, method: "GET" | "PUT" = "GET", suffix = "") =>
  t.app.inject({
    method,
    url: `/api/v1/regional_administrators/events/${id}/judging${suffix}`,
    headers: token ? bearer(token) : {},
    payload: method === "PUT" ? setup : undefined,
  });

describe("the hosting region's administrator runs a meet's judging", () => {
  it("sets up, tabulates and reads their region's meet", async () => {
    const id = await portalEvent("GI");
    const saved = await judging(id, tokens.admin, "PUT");
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ eventId: id, status: "draft", classes: setup.classes });
    expect((await judging(id, tokens.admin)).json()).toMatchObject({ classes: setup.classes });
    const tabulated = await t.app.inject({
      method: "POST",
      url: `/api/v1/regional_administrators/events/${id}/judging/tabulate`,
      headers: bearer(tokens.admin),
    });
    expect(tabulated.statusCode).toBe(200);
  });

  it("is refused without a token, to a member who administers nothing, and for another region's meet", async () => {
    const own = await portalEvent("GI");
    const other = await portalEvent("NE");
    const clubWide = await portalEvent(null);
    expect((await judging(own, null)).statusCode).toBe(401);
    expect((await judging(own, tokens.member, "PUT")).statusCode).toBe(403);
    expect((await judging(other, tokens.admin, "PUT")).statusCode).toBe(404);
    expect((await judging(clubWide, tokens.admin)).statusCode).toBe(404);
    expect((await judging(999_999, tokens.admin)).statusCode).toBe(404);
  });
});
