import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom } from "../../test/test-clock.ts";
import { auditLog } from "../audit/audit.schema.ts";
import { events } from "./events.schema.ts";

let t: TestApp;
let tokens: { admin: string; member: string };
let adminId: number;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createDirectoryMember(t.database.db, { administers: ["GI"] });
  adminId = admin.id;
  tokens = {
    admin: await signIn(t.app, admin.email),
    member: await signIn(t.app, (await createDirectoryMember(t.database.db)).email),
  };
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, payload?: object, token: string | null = tokens.admin) =>
  t.app.inject({
    method,
    url: `/api/v1/regional_administrators/events${url}`,
    headers: token ? bearer(token) : {},
    payload,
  });

function eventBody(changes: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    title: `Illinois Concours ${sequence}`,
    date_start: daysFrom(t.clock.now, 40),
    date_end: daysFrom(t.clock.now, 40),
    region_code: "gi",
    registration: "portal",
    capacity: 30,
    ...changes,
  };
}

describe("a regional administrator's events", () => {
  it("are theirs alone: no token 401, a member who administers nothing 403, bad input 400", async () => {
    expect((await call("GET", "", undefined, null)).statusCode).toBe(401);
    expect((await call("GET", "", undefined, tokens.member)).statusCode).toBe(403);
    expect((await call("POST", "", eventBody(), tokens.member)).statusCode).toBe(403);
    const bad = await call("POST", "", eventBody({ title: "", capacity: 0 }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(["title", "capacity"]));
  });

  it("adds, changes and deletes an event of their region, in the trail with them as the actor", async () => {
    const body = eventBody();
    const created = await call("POST", "", body);
    expect(created.statusCode, created.body).toBe(201);
    const event = created.json();
    expect(event).toMatchObject({ regionCode: "GI", registration: "portal", capacity: 30 });

    const listed = (await call("GET", "")).json();
    expect(listed.results.map((row: { id: number }) => row.id)).toContain(event.id);
    expect(listed.results.every((row: { regionCode: string }) => row.regionCode === "GI")).toBe(true);

    const changed = await call("PUT", `/${event.id}`, { ...body, capacity: 40 });
    expect(changed.json()).toMatchObject({ capacity: 40 });
    expect((await call("GET", `/${event.id}/registrations`)).json()).toMatchObject({
      total: 0,
      registrations: [],
    });
    expect((await call("DELETE", `/${event.id}`)).statusCode).toBe(204);

    const trail = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.actorId, adminId));
    expect(trail.map((row) => row.action)).toEqual(
      expect.arrayContaining(["event_created", "event_changed", "event_deleted"]),
    );
  });

  it("refuses another region and club-wide events, and does not show another region's", async () => {
    expect((await call("POST", "", eventBody({ region_code: "NE" }))).statusCode).toBe(403);
    const clubWide = await call("POST", "", eventBody({ region_code: null }));
    expect(clubWide.statusCode).toBe(422);
    expect(clubWide.json().errors.regionCode).toEqual(["Choose one of the regions you administer"]);

    // A seeded New England event and a club-wide one: neither is theirs to read, change or delete.
    const all = (await call("GET", "?when=all")).json();
    expect(all.results.map((row: { title: string }) => row.title)).not.toContain("New England CARavan");
    for (const title of ["New England CARavan", "Annual Meeting"]) {
      const [row] = await t.database.db.select().from(events).where(eq(events.title, title));
      const id = row?.id as number;
      expect((await call("PUT", `/${id}`, eventBody())).statusCode).toBe(404);
      expect((await call("DELETE", `/${id}`)).statusCode).toBe(404);
      expect((await call("GET", `/${id}/registrations`)).statusCode).toBe(404);
    }

    const own = (await call("POST", "", eventBody())).json();
    const moved = await call("PUT", `/${own.id}`, eventBody({ region_code: "NE" }));
    expect(moved.statusCode).toBe(403);
    expect((await call("GET", `/${own.id}/registrations`)).statusCode).toBe(200);
  });
});
