import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// OWASP "CSV injection": what a member typed must not run as a formula when an administrator opens the
// report in a spreadsheet. Text starting with = + - @ tab or carriage return gets a leading '.

let t: TestApp;
let adminToken: string;
let adamsNo: number;
let bakerNo: number;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const admin = await createDirectoryMember(db, {
    member: { firstName: "Ada", lastName: "Admin" },
    administers: ["GI"],
  });
  adminToken = await signIn(t.app, admin.email);
  type Options = NonNullable<Parameters<typeof createDirectoryMember>[1]>;
  const inRegion = (member: Options["member"], cars: Options["cars"] = []) =>
    createDirectoryMember(db, { member, cars, regions: [{ code: "GI", duesExpire: "2027-12-31" }] });
  const adams = await inRegion(
    { firstName: "=1+2", lastName: "Adams", city: '=HYPERLINK("http://evil.test","x")' },
    [{ year: 1931, make: "Packard", model: "=1+1" }],
  );
  adamsNo = adams.memberNo;
  const baker = await inRegion({ firstName: "+Plus", lastName: "Baker", cellPhone: "+1 312 555 0100" });
  bakerNo = baker.memberNo;
  await inRegion({ firstName: "-Minus", lastName: "Carter", city: "-2+3" });
  await inRegion({ firstName: "@SUM(A1)", lastName: "Dalton" });
  await inRegion({ firstName: "\tTab", lastName: "Evans" });
  await inRegion({ firstName: "\rReturn", lastName: "Foster" });
  await inRegion({
    firstName: "Grace",
    lastName: "Garner-Smith",
    addressLine1: "12 Elm Street",
    city: "Springfield",
    zipCode: "62701",
  });
});
afterAll(() => t.close());

const report = async (section: string) => {
  const response = await t.app.inject({
    url: `/api/v1/regional_administrators/report?region=GI&filter_option=all_members&export_selection=${section}`,
    headers: bearer(adminToken),
  });
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe("the regional report in a spreadsheet", () => {
  it("prefixes each cell that starts with = + - @ tab or carriage return with a quote, and leaves the rest", async () => {
    expect((await report("mailing_list")).split("\n")).toEqual([
      "First Name,Last Name,Street Address,Apt. or Suite,City,State,Postal Code,Country",
      `'=1+2,Adams,,,"'=HYPERLINK(""http://evil.test"",""x"")",,,`,
      "'+Plus,Baker,,,,,,",
      "'-Minus,Carter,,,'-2+3,,,",
      "'@SUM(A1),Dalton,,,,,,",
      "'\tTab,Evans,,,,,,",
      `"'\rReturn",Foster,,,,,,`,
      "Grace,Garner-Smith,12 Elm Street,,Springfield,,62701,",
      "",
    ]);
  });

  it("treats a phone number as text, and leaves numbers alone", async () => {
    const all = await report("all_member_data");
    expect(all).toContain(`\n${bakerNo},'+Plus,Baker,`);
    expect(all).toContain(",'+1 312 555 0100,");
    const cars = await report("cars");
    expect(cars.split("\n")[1]).toBe(`${adamsNo},'=1+2,Adams,1931,Packard,'=1+1,,,8,None,`);
  });
});
