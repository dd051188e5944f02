import type { PrivacyChoices } from "@club/domain/privacy.rules";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, createStaff, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { yearEnd } from "../../test/test-clock.ts";
import { privacyChoices } from "../privacy/privacy.schema.ts";
import { vehicles } from "../vehicles/vehicles.schema.ts";

// Issue 30: the directory shows another member (a regional administrator included) only what a member shows; the
// member themselves and the office read everything. A member who never chose is shown as before.

type Member = Awaited<ReturnType<typeof createDirectoryMember>>;

let t: TestApp;
/** Hides their street address, phones and e-mail, and club mail. */
let reserved: Member;
/** Not listed in the directory at all; allows club mail. */
let unlisted: Member;
/** Never chose: everything shown. */
let open: Member;
const tokens = { reader: "", reserved: "", unlisted: "", admin: "", staff: "" };

const contact = (name: string) => ({
  email: `${name.toLowerCase()}@example.org`,
  addressLine1: `1 ${name} Lane`,
  addressLine2: "Suite 2",
  zipCode: "60601",
  cellPhone: "+1 312 555 0101",
  residentialPhone: "+1 312 555 0102",
  businessPhone: "+1 312 555 0103",
  city: "Chicago",
  country: "US",
  state: "US-IL",
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const inRegion = [{ code: "GI", duesExpire: yearEnd(t.clock.now) }];
  const member = async (lastName: string, model: string) =>
    createDirectoryMember(db, {
      member: { firstName: "Privy", lastName, ...contact(lastName) },
      regions: inRegion,
      cars: [{ year: 1930, make: "Packard", model }],
    });
  reserved = await member("Reserved", "Reserved Eight");
  unlisted = await member("Unlisted", "Unlisted Eight");
  open = await member("Open", "Open Eight");
  const choose = (memberId: number, choices: PrivacyChoices) =>
    db
      .insert(privacyChoices)
      .values({ memberId, ...choices, createdAt: t.clock.now, updatedAt: t.clock.now });
  await choose(reserved.id, {
    showInDirectory: true,
    showAddress: false,
    showPhones: false,
    showEmail: false,
    allowClubMail: false,
  });
  await choose(unlisted.id, {
    showInDirectory: false,
    showAddress: true,
    showPhones: true,
    showEmail: true,
    allowClubMail: true,
  });
  const reader = await createDirectoryMember(db, { member: { lastName: "Reader" } });
  const admin = await createDirectoryMember(db, {
    member: { lastName: "Administrator" },
    administers: ["GI"],
  });
  const staff = await createStaff(db);
  tokens.reader = await signIn(t.app, reader.email);
  tokens.reserved = await signIn(t.app, reserved.email);
  tokens.unlisted = await signIn(t.app, unlisted.email);
  tokens.admin = await signIn(t.app, admin.email);
  tokens.staff = await signIn(t.app, staff.email);
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ url: `/api/v1${url}`, headers: bearer(token) });
const searchFor = async (query: string, token = tokens.reader) => {
  const response = await get(`/members/search?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const hidden = {
  email: null,
  addressLine1: null,
  addressLine2: null,
  zipCode: null,
  cellPhone: null,
  residentialPhone: null,
};
const shown = (name: string) => {
  const { businessPhone: _, country: _country, ...fields } = contact(name);
  return fields;
};
const carOf = async (member: Member) => {
  const [car] = await t.database.db.select().from(vehicles).where(eq(vehicles.memberId, member.id));
  return car?.id as number;
};

describe("the member search and a member's page", () => {
  it("show another member without the fields they hide, and a member who never chose as before", async () => {
    const { results } = await searchFor("first_name=privy");
    expect(results.map((r: { lastName: string }) => r.lastName)).toEqual(["Open", "Reserved"]);
    expect(results[1]).toMatchObject({ ...hidden, city: "Chicago", state: "US-IL", vehiclesCount: 1 });
    expect(results[0]).toMatchObject(shown("Open"));

    const page = await get(`/members/${reserved.memberNo}/search_profile`, tokens.reader);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ ...hidden, city: "Chicago", country: "US" });
    expect((await get(`/members/${open.memberNo}/search_profile`, tokens.reader)).json()).toMatchObject(
      shown("Open"),
    );
  });

  it("say on a member's page and in the results which details they keep from the reader, so a screen tells hidden from empty (issue 40)", async () => {
    const page = (memberNo: number, token: string) => get(`/members/${memberNo}/search_profile`, token);
    expect((await page(reserved.memberNo, tokens.reader)).json().hidden).toEqual({
      email: true,
      address: true,
      phones: true,
    });
    const nothingHidden = { email: false, address: false, phones: false };
    expect((await page(open.memberNo, tokens.reader)).json().hidden).toEqual(nothingHidden);
    // Their own page hides nothing from them.
    expect((await page(reserved.memberNo, tokens.reserved)).json().hidden).toEqual(nothingHidden);
    // The results say it too, so the list and the page agree.
    const { results } = await searchFor("first_name=privy");
    expect(results.map((r: { hidden: unknown }) => r.hidden)).toEqual([
      nothingHidden,
      { email: true, address: true, phones: true },
    ]);
  });

  it("show the member their own record as it is", async () => {
    const { results } = await searchFor("last_name=reserved", tokens.reserved);
    expect(results[0]).toMatchObject(shown("Reserved"));
    const page = await get(`/members/${reserved.memberNo}/search_profile`, tokens.reserved);
    expect(page.json()).toMatchObject(shown("Reserved"));
  });

  it("find no member by an e-mail they hide", async () => {
    expect((await searchFor("email=reserved@example")).results).toEqual([]);
    expect((await searchFor("email=reserved@example")).total).toBe(0);
    expect((await searchFor("email=open@example")).results).toHaveLength(1);
  });

  it("leave out a member not listed, from the results and the counts, and their page is not found", async () => {
    const all = await searchFor("sort=member_no");
    expect(all.results.map((r: { lastName: string }) => r.lastName)).not.toContain("Unlisted");
    expect(all.totalRecords).toBe(all.results.length);
    expect((await searchFor("last_name=unlisted")).results).toEqual([]);
    expect((await get(`/members/${unlisted.memberNo}/search_profile`, tokens.reader)).statusCode).toBe(404);
    const own = await get(`/members/${unlisted.memberNo}/search_profile`, tokens.unlisted);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject(shown("Unlisted"));
  });
});

describe("the car search and a car's page", () => {
  it("show a car of a member not listed without its owner", async () => {
    const response = await get("/vehicles/search?model=eight", tokens.reader);
    const owners = response
      .json()
      .results.map((car: { model: string; firstName: string | null; lastName: string | null }) => [
        car.model,
        car.lastName,
      ]);
    expect(owners).toEqual([
      ["Reserved Eight", "Reserved"],
      ["Unlisted Eight", null],
      ["Open Eight", "Open"],
    ]);
    const page = await get(`/vehicles/${await carOf(unlisted)}/search_profile`, tokens.reader);
    expect(page.statusCode).toBe(200);
    expect(page.json().member).toBeNull();

    const own = await get("/vehicles/search?model=unlisted", tokens.unlisted);
    expect(own.json().results[0]).toMatchObject({ firstName: "Privy", lastName: "Unlisted" });
    const ownPage = await get(`/vehicles/${await carOf(unlisted)}/search_profile`, tokens.unlisted);
    expect(ownPage.json().member).toMatchObject({ lastName: "Unlisted", email: "unlisted@example.org" });
  });

  it("show the owner's e-mail only when they show it", async () => {
    const reservedCar = await get(`/vehicles/${await carOf(reserved)}/search_profile`, tokens.reader);
    expect(reservedCar.json().member).toMatchObject({ lastName: "Reserved", city: "Chicago", email: null });
    const openCar = await get(`/vehicles/${await carOf(open)}/search_profile`, tokens.reader);
    expect(openCar.json().member).toMatchObject({ email: "open@example.org" });
  });
});

describe("the regional administrator, another member", () => {
  it("searches their region without the fields a member hides, nor a member not listed", async () => {
    const { results, totalRecords } = await searchFor(
      "region=GI&regional_member_status=all_members",
      tokens.admin,
    );
    expect(results.map((r: { lastName: string }) => r.lastName)).toEqual(["Open", "Reserved"]);
    expect(totalRecords).toBe(2);
    expect(results[1]).toMatchObject(hidden);
    expect(results[0]).toMatchObject(shown("Open"));
    const byEmail = await searchFor(
      "region=GI&regional_member_status=all_members&email=reserved",
      tokens.admin,
    );
    expect(byEmail.results).toEqual([]);
  });

  const report = async (section: string) => {
    const response = await get(
      `/regional_administrators/report?region=GI&filter_option=all_members&export_selection=${section}`,
      tokens.admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    return parse(response.body, { columns: true }) as Record<string, string>[];
  };

  it("exports member data with hidden fields blank, and no member not listed", async () => {
    const rows = await report("all_member_data");
    expect(rows.map((row) => row["Last Name"])).toEqual(["Open", "Reserved"]);
    expect(rows[1]).toMatchObject({
      Email: "",
      "Street Address": "",
      "Apt. or Suite": "",
      "Postal Code": "",
      "Cell Phone": "",
      "Home Phone": "",
      "Business Phone": "",
      City: "Chicago",
    });
    expect(rows[0]).toMatchObject({
      Email: "open@example.org",
      "Street Address": "1 Open Lane",
      "Postal Code": "60601",
      "Business Phone": "'+1 312 555 0103",
    });
  });

  it("exports a mailing list of the members who allow club mail, listed or not", async () => {
    const rows = await report("mailing_list");
    expect(rows.map((row) => row["Last Name"])).toEqual(["Open", "Unlisted"]);
    expect(rows[1]).toMatchObject({ "Street Address": "1 Unlisted Lane", "Postal Code": "60601" });
  });

  it("exports every car, without the owner of one not listed", async () => {
    const rows = await report("cars");
    expect(rows.map((row) => [row.Model, row["Last Name"], row["Member Number"]])).toEqual([
      ["Open Eight", "Open", String(open.memberNo)],
      ["Reserved Eight", "Reserved", String(reserved.memberNo)],
      ["Unlisted Eight", "", ""],
    ]);
  });
});

describe("the office", () => {
  it("reads a member's whole record, whatever they hide", async () => {
    const response = await get(`/office/members/${reserved.id}`, tokens.staff);
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      ...shown("Reserved"),
      businessPhone: "+1 312 555 0103",
    });
  });
});
