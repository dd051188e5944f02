import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, createMember, createStaff, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom } from "../../test/test-clock.ts";

// Issue 14: who administers which region, from the office's screens: office staff read it, office administrators
// change it (issue 23: a staff volunteer cannot appoint anyone, themselves included). The session reads
// administration on every request, so the member gets or loses the administrator pages at their next.

let t: TestApp;
let tokens: { member: string; regionalAdmin: string; staff: string; admin: string };
let adminId: number;
let regionalAdminId: number;

beforeAll(async () => {
  t = await createTestApp();
  const member = await createDirectoryMember(t.database.db);
  const regionalAdmin = await createDirectoryMember(t.database.db, {
    member: { firstName: "Grace", lastName: "Illinois" },
    administers: ["GI"],
  });
  regionalAdminId = regionalAdmin.id;
  const staff = await createStaff(t.database.db, "office_staff");
  const admin = await createStaff(t.database.db, "office_admin");
  adminId = admin.id;
  tokens = {
    member: await signIn(t.app, member.email),
    regionalAdmin: await signIn(t.app, regionalAdmin.email),
    staff: await signIn(t.app, staff.email),
    admin: await signIn(t.app, admin.email),
  };
});
afterAll(() => t.close());

const call = (method: "GET" | "PUT", url: string, payload?: object, token: string | null = tokens.staff) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, payload });
const setAdministrators = (code: string, payload: object, token = tokens.admin) =>
  call("PUT", `/office/regions/${code}/administrators`, payload, token);

interface Region {
  code: string;
  name: string;
  plan: { id: number; cost: number } | null;
  administrators: { memberId: number; memberNo: number; name: string }[];
  activeMembers: number;
}
const regionOf = async (code: string) =>
  ((await call("GET", "/office/regions")).json() as Region[]).find((region) => region.code === code);

describe("who may see and change the regions' administrators", () => {
  it.each([
    ["GET", "/office/regions"],
    ["PUT", "/office/regions/GI/administrators"],
  ] as const)(
    "%s %s: 401 without a token, 403 for a member and a regional administrator",
    async (method, url) => {
      const body = method === "PUT" ? { member_ids: [] } : undefined;
      expect((await call(method, url, body, null)).statusCode).toBe(401);
      expect((await call(method, url, body, tokens.member)).statusCode).toBe(403);
      expect((await call(method, url, body, tokens.regionalAdmin)).statusCode).toBe(403);
    },
  );

  it("is open to office staff and office administrators alike to read, to administrators alone to change", async () => {
    expect((await call("GET", "/office/regions", undefined, tokens.staff)).statusCode).toBe(200);
    expect((await call("GET", "/office/regions", undefined, tokens.admin)).statusCode).toBe(200);
    const byStaff = await setAdministrators("GI", { member_ids: [] }, tokens.staff);
    expect(byStaff.statusCode).toBe(403);
    expect((await regionOf("GI"))?.administrators.map((admin) => admin.memberId)).toEqual([regionalAdminId]);
  });
});

describe("GET /api/v1/office/regions", () => {
  it("gives every region with its plan, its administrators and how many active members it has", async () => {
    await createDirectoryMember(t.database.db, {
      regions: [{ code: "AZ", duesExpire: daysFrom(t.clock.now, 30) }],
    });
    await createDirectoryMember(t.database.db, {
      regions: [{ code: "AZ", duesExpire: daysFrom(t.clock.now, -1) }],
    });
    const reply = await call("GET", "/office/regions");
    expect(reply.statusCode).toBe(200);
    const regions = reply.json() as Region[];
    expect(regions.map((region) => region.name)).toEqual([...regions.map((region) => region.name)].sort());
    expect(regions.find((region) => region.code === "AZ")).toMatchObject({
      name: "Arizona Region",
      plan: { title: "Arizona Region membership", cost: 3000, associateCost: 500, active: true },
      administrators: [],
      activeMembers: 1,
    });
    expect((await regionOf("GI"))?.administrators).toEqual([
      expect.objectContaining({ memberId: regionalAdminId, name: "Grace Illinois" }),
    ]);
  });
});

describe("PUT /api/v1/office/regions/{code}/administrators", () => {
  it("makes a member an administrator: at their next request they have the administrator pages", async () => {
    const member = await createDirectoryMember(t.database.db, {
      member: { firstName: "Ulla", lastName: "Midwest" },
    });
    const token = await signIn(t.app, member.email);
    const details = async () =>
      (await t.app.inject({ url: "/api/v1/members/membership_details", headers: bearer(token) })).json();
    const available = async () =>
      (
        await t.app.inject({
          url: "/api/v1/regional_administrators/available_regions",
          headers: bearer(token),
        })
      ).json();
    expect((await details()).regionalAdministrator).toBe(false);

    const reply = await setAdministrators("um", {
      member_ids: [member.id],
      reason: "Elected at the meeting",
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      code: "UM",
      administrators: [{ memberId: member.id, memberNo: member.memberNo, name: "Ulla Midwest" }],
    });
    // The same session, not signed in again.
    expect((await details()).regionalAdministrator).toBe(true);
    expect((await available())["Upper Midwest Region"]).toEqual({
      administrator: true,
      director: false,
      regionCode: "UM",
    });
    const report = () =>
      t.app.inject({
        url: "/api/v1/regional_administrators/report?region=UM&filter_option=all_members&export_selection=mailing_list",
        headers: bearer(token),
      });
    expect((await report()).statusCode).toBe(200);

    const trail = (await call("GET", `/office/audit?actor_id=${adminId}`)).json().results;
    expect(trail[0]).toMatchObject({
      action: "region_administrators_changed",
      actorId: adminId,
      reason: "Elected at the meeting",
      before: { administrators: [] },
      after: {
        region: "Upper Midwest Region (UM)",
        administrators: [`Ulla Midwest (no. ${member.memberNo})`],
      },
    });

    // Taken off the list, the pages go at the next request too.
    expect((await setAdministrators("UM", { member_ids: [] })).json().administrators).toEqual([]);
    expect((await details()).regionalAdministrator).toBe(false);
    expect((await available())["Upper Midwest Region"].administrator).toBe(false);
    expect((await report()).statusCode).toBe(403);
  });

  it("replaces the whole list, keeping one who stays, with duplicates in the list counted once", async () => {
    const second = await createDirectoryMember(t.database.db, {
      member: { firstName: "Abe", lastName: "Second" },
    });
    const reply = await setAdministrators(
      "GI",
      { member_ids: [regionalAdminId, second.id, second.id] },
      tokens.admin,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json().administrators.map((admin: { memberId: number }) => admin.memberId)).toEqual([
      regionalAdminId,
      second.id,
    ]);
    expect((await regionOf("GI"))?.administrators).toHaveLength(2);
  });

  it("refuses ids that are no member account, or a merged one, naming member_ids; nothing changes", async () => {
    const kept = await createMember(t.database.db);
    const merged = await createMember(t.database.db, { mergedIntoId: kept.id });
    const before = (await regionOf("GI"))?.administrators;
    const reply = await setAdministrators("GI", { member_ids: [regionalAdminId, 999999, merged.id] });
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toEqual({
      errors: {
        memberIds: [`No member account has the ids 999999, ${merged.id} (or it was merged into another)`],
      },
    });
    expect((await regionOf("GI"))?.administrators).toEqual(before);
  });

  it("names the field of a bad body, and answers 404 for a region that does not exist", async () => {
    const missing = await setAdministrators("GI", {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(["memberIds"]);
    const notIds = await setAdministrators("GI", { member_ids: ["Ada"] });
    expect(notIds.statusCode).toBe(400);
    expect(Object.keys(notIds.json().errors)).toEqual(["memberIds.0"]);
    const tooMany = await setAdministrators("GI", {
      member_ids: Array.from({ length: 21 }, (_, i) => i + 1),
    });
    expect(Object.keys(tooMany.json().errors)).toEqual(["memberIds"]);
    expect((await setAdministrators("ZZ", { member_ids: [] })).statusCode).toBe(404);
  });
});
