import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  createDirectoryMember,
  createTestAppSignedIn,
  type RoleTokens,
  signIn,
} from "../../test/factories.ts";
import type { TestApp } from "../../test/test-app.ts";
import { regions } from "../geo/geo.schema.ts";

// Issue 42: a zone's officers read their zone's regions rolled up, and the office's dashboard rolls the zones up.
// A member of two regions of one zone is one member of the zone.

let t: TestApp;
let tokens: RoleTokens;
let zoneId: number;
let zoneOfficer: string;

const get = (url: string, token: string | null) =>
  t.app.inject({ url: `/api/v1${url}`, headers: token ? bearer(token) : {} });

beforeAll(async () => {
  ({ t, tokens } = await createTestAppSignedIn());
  t.clock.now = new Date("2026-11-21T12:00:00Z");
  const db = t.database.db;
  // Of the zone: one member of both its regions, one of Upper Midwest; one whose Greater Illinois dues lapsed. Not
  // of it: a member of Nebraska. The GI administrator signInEachRole makes is a member of no region.
  await createDirectoryMember(db, {
    duesExpire: "2027-12-31",
    regions: [
      { code: "GI", duesExpire: "2027-12-31" },
      { code: "UM", duesExpire: "2027-12-31" },
    ],
  });
  await createDirectoryMember(db, {
    duesExpire: "2027-12-31",
    regions: [{ code: "UM", duesExpire: "2027-12-31" }],
  });
  await createDirectoryMember(db, {
    duesExpire: "2027-12-31",
    regions: [{ code: "GI", duesExpire: "2026-03-31" }],
  });
  await createDirectoryMember(db, {
    duesExpire: "2027-12-31",
    regions: [{ code: "NE", duesExpire: "2027-12-31" }],
  });
  const office = (url: string, payload: object) =>
    t.app.inject({ method: "POST", url: `/api/v1/office${url}`, headers: bearer(tokens.admin), payload });
  const zone = await office("/zones", { name: "Zone 5", regions: ["GI", "UM"] });
  expect(zone.statusCode, zone.body).toBe(201);
  zoneId = zone.json().id;
  const officer = await createDirectoryMember(db, { member: { firstName: "Zora", lastName: "Zone" } });
  const offices = (await get("/office/regional-offices", tokens.staff)).json() as {
    id: number;
    key: string;
  }[];
  const term = await office(`/zones/${zoneId}/terms`, {
    member_no: officer.memberNo,
    office_id: offices.find((candidate) => candidate.key === "director")?.id,
    ends_on: null,
    reason: "Elected",
  });
  expect(term.statusCode, term.body).toBe(201);
  zoneOfficer = await signIn(t.app, officer.email);
});
afterAll(() => t.close());

describe("a zone's roll-up", () => {
  it("lists the zones whose every region the member administers: the zone's officer's, not a region's officer's", async () => {
    expect((await get("/regional_administrators/zones", null)).statusCode).toBe(401);
    expect((await get("/regional_administrators/zones", tokens.regionalAdmin)).json()).toEqual({ zones: [] });
    expect((await get("/regional_administrators/zones", tokens.member)).json()).toEqual({ zones: [] });
    expect((await get("/regional_administrators/zones", zoneOfficer)).json()).toEqual({
      zones: [
        {
          id: zoneId,
          name: "Zone 5",
          regions: [
            { code: "GI", name: "Greater Illinois Region" },
            { code: "UM", name: "Upper Midwest Region" },
          ],
        },
      ],
    });
  });

  it("gives the zone's officer its regions rolled up, each member of the zone counted once", async () => {
    const reply = await get(`/regional_administrators/dashboard?zone=${zoneId}`, zoneOfficer);
    expect(reply.statusCode, reply.body).toBe(200);
    const dashboard = reply.json();
    expect(dashboard.zone).toEqual({ id: zoneId, name: "Zone 5" });
    expect(dashboard.regions).toEqual(["GI", "UM"]);
    expect(dashboard.activeByRegion).toEqual([
      { code: "GI", region: "Greater Illinois Region", members: 1 },
      { code: "UM", region: "Upper Midwest Region", members: 2 },
    ]);
    expect(dashboard.byZone).toEqual([
      { zoneId, zone: "Zone 5", regions: 2, members: 2, renewed: 0, notYetRenewed: 0, lapsed: 0 },
    ]);
    const csv = await get(`/regional_administrators/dashboard.csv?zone=${zoneId}&chart=by-zone`, zoneOfficer);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toContain(`zone-${zoneId}-by-zone-2026-11-21.csv`);
    expect(csv.body).toContain("Zone 5,2,2,0,0,0");
  });

  it("refuses a zone to a region's officer and to a member, an unknown zone, and a region and a zone at once", async () => {
    expect((await get(`/regional_administrators/dashboard?zone=${zoneId}`, null)).statusCode).toBe(401);
    expect(
      (await get(`/regional_administrators/dashboard?zone=${zoneId}`, tokens.regionalAdmin)).statusCode,
    ).toBe(403);
    expect((await get(`/regional_administrators/dashboard?zone=${zoneId}`, tokens.member)).statusCode).toBe(
      403,
    );
    expect((await get("/regional_administrators/dashboard?zone=999999", zoneOfficer)).statusCode).toBe(403);
    const both = await get(`/regional_administrators/dashboard?zone=${zoneId}&region=GI`, zoneOfficer);
    expect(both.statusCode).toBe(422);
    expect(Object.keys(both.json().errors)).toEqual(["zone"]);
    const bad = await get("/regional_administrators/dashboard?zone=first", zoneOfficer);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("zone");
  });

  it("rolls the zones up on the office's dashboard, the regions in no zone last", async () => {
    const dashboard = (await get("/office/dashboard", tokens.staff)).json();
    const regionCount = (await t.database.db.select().from(regions)).length;
    expect(dashboard.byZone).toEqual([
      { zoneId, zone: "Zone 5", regions: 2, members: 2, renewed: 0, notYetRenewed: 0, lapsed: 0 },
      expect.objectContaining({ zoneId: null, zone: "No zone", regions: regionCount - 2, members: 1 }),
    ]);
  });
});
