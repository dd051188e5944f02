import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, createTerm, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let adminToken: string;
let memberToken: string;
// The reports sort members by the year of their dues ("Renewed 2027", spec §9), so this file keeps one day:
// 21 November 2026, inside the default renewal window. Its app is its own, so the clock needs no putting back.
const today = new Date("2026-11-21T12:00:00Z");
beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = today;
  const db = t.database.db;
  const admin = await createDirectoryMember(db, {
    now: today,
    member: { firstName: "Ada", lastName: "Admin" },
    administers: ["GI"],
  });
  adminToken = await signIn(t.app, admin.email);
  const plain = await createDirectoryMember(db, {
    now: today,
    member: { firstName: "Plain", lastName: "Member" },
  });
  memberToken = await signIn(t.app, plain.email);
  // "Renewed 2027" means regional dues through 2027-12-31.
  await createDirectoryMember(db, {
    now: today,
    member: {
      firstName: "Rene",
      lastName: "Renewed",
      addressLine1: '12 "Old" Mill Road, Unit 4',
      city: "Peoria",
      state: "US-IL",
      zipCode: "61602",
      country: "US",
    },
    regions: [{ code: "GI", duesExpire: "2027-12-31" }],
    cars: [{ year: 1932, make: "Packard", model: "Twin Six" }],
  });
  await createDirectoryMember(db, {
    now: today,
    // An address from before the ISO codes: its state is a name already and stays as it is.
    member: { firstName: "Curt", lastName: "Current, Jr.", city: "Springfield\nNorth", state: "Sangamon" },
    regions: [{ code: "GI", duesExpire: "2026-12-31" }],
  });
  await createDirectoryMember(db, {
    member: { firstName: "Lara", lastName: "Lapsed" },
    duesExpire: "2025-12-31",
    regions: [{ code: "GI", duesExpire: "2025-12-31" }],
  });
  await createDirectoryMember(db, {
    now: today,
    member: { firstName: "Nell", lastName: "Elsewhere" },
    regions: [{ code: "NE", duesExpire: "2027-12-31" }],
  });
});
afterAll(() => t.close());

const report = (token: string | null, query: string) =>
  t.app.inject({
    url: `/api/v1/regional_administrators/report?${query}`,
    headers: token ? bearer(token) : {},
  });

function csvRows(body: string) {
  return body.trim().split(/\r?\n(?=(?:[^"]*"[^"]*")*[^"]*$)/);
}

describe("available regions", () => {
  it("lists every region by name with the member's administrator flag", async () => {
    const response = await t.app.inject({
      url: "/api/v1/regional_administrators/available_regions",
      headers: bearer(adminToken),
    });
    expect(response.json()["Greater Illinois Region"]).toEqual({
      administrator: true,
      director: false,
      regionCode: "GI",
    });
    expect(response.json()["New England Region"]).toEqual({
      administrator: false,
      director: false,
      regionCode: "NE",
    });
  });

  it("says where the member is the region's own director today, not where they hold another office", async () => {
    const db = t.database.db;
    const director = await createDirectoryMember(db, {
      now: today,
      member: { firstName: "Dora", lastName: "Director" },
    });
    await createTerm(db, { memberId: director.id, regionCode: "NE", officeKey: "director" });
    await createTerm(db, { memberId: director.id, regionCode: "GI", officeKey: "treasurer" });
    const regions = (
      await t.app.inject({
        url: "/api/v1/regional_administrators/available_regions",
        headers: bearer(await signIn(t.app, director.email)),
      })
    ).json();
    expect(regions["New England Region"]).toEqual({ administrator: true, director: true, regionCode: "NE" });
    expect(regions["Greater Illinois Region"]).toEqual({
      administrator: true,
      director: false,
      regionCode: "GI",
    });
  });
});

describe("GET /api/v1/regional_administrators/report", () => {
  it("needs a token, and refuses a member who administers nothing or another region", async () => {
    const query = "region=GI&filter_option=all_members&export_selection=mailing_list";
    expect((await report(null, query)).statusCode).toBe(401);
    expect((await report(memberToken, query)).statusCode).toBe(403);
    expect((await report(adminToken, query.replace("GI", "NE"))).statusCode).toBe(403);
  });

  it("names each missing choice with the spec's message", async () => {
    const response = await report(adminToken, "");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: {
        region: ["Regional Select is required"],
        filterOption: ["Filter Options is required"],
        exportSelection: ["Export Sections is required"],
      },
    });
  });

  it.each([
    ["all_members", ["Current, Jr.", "Lapsed", "Renewed"]],
    ["current_members", ["Current, Jr.", "Renewed"]],
    ["renewed_members", ["Renewed"]],
    ["not_renewed_members", ["Current, Jr.", "Lapsed"]],
  ])("exports %s of the region", async (filter, names) => {
    const response = await report(
      adminToken,
      `region=GI&filter_option=${filter}&export_selection=mailing_list`,
    );
    expect(response.statusCode).toBe(200);
    const rows = csvRows(response.body);
    expect(rows[0]).toBe("First Name,Last Name,Street Address,Apt. or Suite,City,State,Postal Code,Country");
    expect(rows.slice(1).map((row) => row.match(/^[^,]*,("[^"]*"|[^,]*)/)?.[1]?.replaceAll('"', ""))).toEqual(
      names,
    );
  });

  it("names the file after the region, filter, section and day", async () => {
    const response = await report(
      adminToken,
      "region=GI&filter_option=not_renewed_members&export_selection=mailing_list",
    );
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="GI-not-renewed-members-mailing-list-2026-11-21.csv"',
    );
  });

  it("escapes commas, quotes and new lines", async () => {
    const response = await report(
      adminToken,
      "region=GI&filter_option=all_members&export_selection=mailing_list",
    );
    expect(response.body).toContain('Rene,Renewed,"12 ""Old"" Mill Road, Unit 4"');
    expect(response.body).toContain('Curt,"Current, Jr.",,,"Springfield\nNorth"');
  });

  it("names the state and country, not their codes", async () => {
    const mailing = await report(
      adminToken,
      "region=GI&filter_option=all_members&export_selection=mailing_list",
    );
    expect(mailing.body).toContain("Peoria,Illinois,61602,United States of America");
    expect(mailing.body).toContain('"Springfield\nNorth",Sangamon,,');
    const all = await report(
      adminToken,
      "region=GI&filter_option=renewed_members&export_selection=all_member_data",
    );
    expect(all.body).toContain("Peoria,Illinois,61602,United States of America,");
    expect(all.body).not.toContain("US-IL");
  });

  it("exports all member data and cars with their own columns", async () => {
    const all = csvRows(
      (await report(adminToken, "region=GI&filter_option=renewed_members&export_selection=all_member_data"))
        .body,
    );
    expect(all[0]).toBe(
      "Member Number,First Name,Last Name,Street Address,Apt. or Suite,City,State,Postal Code,Country,Email,Cell Phone,Home Phone,Business Phone,Associate,Membership Type,Dues Expire",
    );
    expect(all[1]).toContain("Active Member (USA),2026-12-31");
    const cars = csvRows(
      (await report(adminToken, "region=GI&filter_option=all_members&export_selection=cars")).body,
    );
    expect(cars[0]).toBe(
      "Member Number,First Name,Last Name,Year,Make,Model,Body Style,Coachbuilder,Cylinders,Senior Category,Senior Number",
    );
    expect(cars.slice(1)).toEqual([expect.stringContaining("Rene,Renewed,1932,Packard,Twin Six,,,8,None,")]);
  });
});

describe("administrator member search", () => {
  const search = (token: string, query: string) =>
    t.app.inject({ url: `/api/v1/members/search?${query}`, headers: bearer(token) });

  it("searches one of the administrator's regions by status, lapsed members included", async () => {
    const response = await search(adminToken, "region=GI&regional_member_status=not_renewed_members");
    expect(response.statusCode).toBe(200);
    expect(response.json().results.map((r: { lastName: string }) => r.lastName)).toEqual([
      "Current, Jr.",
      "Lapsed",
    ]);
    const renewed = await search(adminToken, "region=GI&regional_member_status=renewed_members");
    expect(renewed.json().results).toEqual([
      expect.objectContaining({ state: "US-IL", stateName: "Illinois" }),
    ]);
  });

  it("refuses a plain member and another region with 403, and names missing choices", async () => {
    expect((await search(memberToken, "region=GI&regional_member_status=all_members")).statusCode).toBe(403);
    expect((await search(adminToken, "region=NE&regional_member_status=all_members")).statusCode).toBe(403);
    const missing = await search(adminToken, "regional_member_status=");
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      errors: {
        region: ["Regional Select is required"],
        regionalMemberStatus: ["You must select the regional membership status"],
      },
    });
  });
});
