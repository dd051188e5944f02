import { describe, expect, it } from "vitest";
import type { CarMapping, MemberMapping } from "./import.schema.ts";
import { createImportLookups } from "./import-lookups.rules.ts";
import {
  carRowValues,
  memberRowValues,
  parseImportDate,
  parsePastOwners,
  parsePublicationPreference,
  parseYesNo,
  splitName,
} from "./import-row.rules.ts";

const lookups = createImportLookups({
  countries: [
    { code: "US", name: "United States of America" },
    { code: "CA", name: "Canada" },
    { code: "GB", name: "United Kingdom" },
  ],
  subdivisions: [
    { code: "US-IL", countryCode: "US", name: "Illinois" },
    { code: "US-CT", countryCode: "US", name: "Connecticut" },
    { code: "CA-ON", countryCode: "CA", name: "Ontario" },
  ],
  nationalPlans: [
    { id: 1, title: "Regular", lifelong: false },
    { id: 2, title: "Life Membership", lifelong: true },
  ],
  regionalPlans: [
    { id: 11, title: "Greater Illinois Region", regionCode: "GI", regionName: "Greater Illinois" },
    { id: 12, title: "Wisconsin Region", regionCode: "WI", regionName: "Wisconsin" },
    { id: 13, title: "Ohio Valley Region", regionCode: "OV", regionName: "Ohio Valley" },
    { id: 14, title: "Hudson and Mohawk Region", regionCode: "HM", regionName: "Hudson and Mohawk" },
  ],
  makes: [
    { id: 21, name: "Packard" },
    { id: 22, name: "Rolls-Royce" },
  ],
});

const today = "2026-03-15";

/** A row whose columns are named after the fields they are mapped to. */
function member(cells: Record<string, string>) {
  const mapping = Object.fromEntries(Object.keys(cells).map((column) => [column, column])) as MemberMapping;
  return memberRowValues(cells, mapping, lookups, today);
}

function car(cells: Record<string, string>) {
  const base = { ownerMemberNo: "10001", year: "1931", make: "Packard", model: "Deluxe Eight" };
  const all = { ...base, ...cells };
  const mapping = Object.fromEntries(Object.keys(all).map((column) => [column, column])) as CarMapping;
  return carRowValues(all, mapping, lookups);
}

const named = { firstName: "Margaret", lastName: "Whitfield" };

describe("memberRowValues", () => {
  it("turns a full row into values, with no reasons", () => {
    const result = memberRowValues(
      {
        "Member #": "10001",
        Name: "Dr. Margaret A. Whitfield Jr.",
        Company: "Whitfield Motors",
        "e-Mail": " Margaret@Example.ORG ",
        Address: "12 Elm St",
        "Address 2": "",
        City: "Chicago",
        State: "Illinois",
        Zip: "60601",
        Country: "USA",
        Phone: "312-555-0100",
        Mobile: "",
        Magazine: "print",
        Level: "regular",
        Expires: "12/31/2026",
        "Life member": "",
        "Member since": "1987",
        Spouse: "John",
        Region: "GI; Wisconsin",
        Notes: "ignored",
      },
      {
        "Member #": "memberNo",
        Name: "fullName",
        Company: "company",
        "e-Mail": "email",
        Address: "addressLine1",
        "Address 2": "addressLine2",
        City: "city",
        State: "state",
        Zip: "zipCode",
        Country: "country",
        Phone: "residentialPhone",
        Mobile: "cellPhone",
        Magazine: "publicationPreferences",
        Level: "nationalPlan",
        Expires: "duesExpire",
        "Life member": "lifetime",
        "Member since": "yearJoined",
        Spouse: "associate",
        Region: "regions",
        Notes: null,
      },
      lookups,
      today,
    );
    expect(result).toEqual({
      reasons: [],
      values: {
        memberNo: 10001,
        prefix: "Dr.",
        firstName: "Margaret A.",
        lastName: "Whitfield",
        suffix: "Jr.",
        company: "Whitfield Motors",
        email: "margaret@example.org",
        addressLine1: "12 Elm St",
        addressLine2: null,
        city: "Chicago",
        state: "US-IL",
        zipCode: "60601",
        country: "US",
        residentialPhone: "312-555-0100",
        cellPhone: null,
        publicationPreferences: 0,
        nationalPlanId: 1,
        lifetime: null,
        duesExpire: "2026-12-31",
        yearJoined: 1987,
        associate: { firstName: "John", lastName: "Whitfield" },
        regionalPlanIds: [11, 12],
      },
    });
  });

  it("holds only the mapped fields, so a match changes only those", () => {
    const result = member({ memberNo: "10001", duesExpire: "2027-12-31" });
    expect(result).toEqual({ values: { memberNo: 10001, duesExpire: "2027-12-31" }, reasons: [] });
  });

  it("takes the first non-empty of two columns mapped to one field", () => {
    const result = memberRowValues(
      { "Home phone": "", "Phone (2)": "555-0101" },
      { "Home phone": "residentialPhone", "Phone (2)": "residentialPhone" },
      lookups,
      today,
    );
    expect(result.values).toEqual({ residentialPhone: "555-0101" });
  });

  it("gives an empty member number as null (the portal numbers new members)", () => {
    expect(member({ memberNo: "", ...named }).values.memberNo).toBeNull();
    expect(member({ memberNo: "10001.0", ...named }).values.memberNo).toBe(10001);
  });

  describe("reasons", () => {
    it.each([
      [{ memberNo: "A-17" }, 'Column "memberNo": "A-17" is not a member number'],
      [{ memberNo: "99999999999" }, 'Column "memberNo": "99999999999" is not a member number'],
      [
        { memberNo: "900001" },
        'Column "memberNo": 900001 is in the range kept for office accounts (900001 and above)',
      ],
      [{ lastName: "" }, 'Column "lastName" is empty; a member needs a last name'],
      [{ firstName: "" }, 'Column "firstName" is empty; a member needs a first name'],
      [{ firstName: "x".repeat(101) }, 'Column "firstName" is longer than 100 characters'],
      [{ company: "Acme\u0000" }, 'Column "company" contains a character that is not allowed'],
      [{ email: "margaret@" }, 'Column "email": "margaret@" is not an e-mail address'],
      [{ email: "a@x.org; b@y.org" }, 'Column "email": "a@x.org; b@y.org" is not an e-mail address'],
      [{ country: "Atlantis" }, `Column "country": "Atlantis" is not a country in the portal's list`],
      [{ state: "Ilinois" }, 'Column "state": "Ilinois" is not a state or province'],
      [{ state: "Ontario", country: "US" }, 'Column "state": "Ontario" is not a state or province of US'],
      [{ nationalPlan: "Gold" }, 'Column "nationalPlan": "Gold" is not a national plan'],
      [{ regions: "GI, Atlantis" }, 'Column "regions": "Atlantis" is not a region'],
      [{ lifetime: "maybe" }, 'Column "lifetime": "maybe" is not yes or no'],
      [{ duesExpire: "31/31/2026" }, 'Column "duesExpire": "31/31/2026" is not a date'],
      [{ yearJoined: "1899" }, 'Column "yearJoined": "1899" is not a year from 1900 to 2027'],
      [{ yearJoined: "2028" }, 'Column "yearJoined": "2028" is not a year from 1900 to 2027'],
      [{ yearJoined: "long ago" }, 'Column "yearJoined": "long ago" is not a year from 1900 to 2027'],
      [
        { publicationPreferences: "carrier pigeon" },
        'Column "publicationPreferences": "carrier pigeon" is not a publication preference (print, both or digital)',
      ],
      [{ prefix: "The Most Reverend Father" }, 'Column "prefix" is longer than 20 characters'],
      [{ residentialPhone: "1".repeat(31) }, 'Column "residentialPhone" is longer than 30 characters'],
    ])("%j → %s", (cells, reason) => {
      expect(member({ ...named, ...cells }).reasons).toEqual([reason]);
    });

    it("names the full-name column when it cannot give a name", () => {
      expect(member({ fullName: "Cher" }).reasons).toEqual(['Column "fullName": "Cher" has no first name']);
      expect(member({ fullName: "" }).reasons).toEqual([
        'Column "fullName" is empty; a member needs a first name and a last name',
      ]);
      expect(member({ fullName: "", lastName: "" }).reasons).toEqual([
        'Column "fullName" is empty; a member needs a first name',
        'Column "lastName" is empty; a member needs a last name',
      ]);
    });

    it("gives a spouse without a last name a reason when the member's is unknown", () => {
      expect(member({ associate: "Jane" }).reasons).toEqual([
        `Column "associate": "Jane" has no last name, and the member's is not known`,
      ]);
    });

    it("gives every broken rule of a row", () => {
      expect(member({ ...named, email: "x", duesExpire: "soon" }).reasons).toHaveLength(2);
    });
  });

  it("fills names from their own columns before the full name", () => {
    const result = member({ fullName: "Maggie Whitfield", firstName: "Margaret", lastName: "" });
    expect(result.values).toMatchObject({ firstName: "Margaret", lastName: "Whitfield" });
    expect(result.reasons).toEqual([]);
  });

  it("leaves the e-mail empty when there is none", () => {
    expect(member({ ...named, email: "" }).values.email).toBe("");
  });

  it("finds a state by code, name or full code, in the row's country or else the US and Canada", () => {
    expect(member({ state: "il" }).values.state).toBe("US-IL");
    expect(member({ state: "US-CT" }).values.state).toBe("US-CT");
    expect(member({ state: "ON" }).values.state).toBe("CA-ON");
    expect(member({ state: "Ontario", country: "Canada" }).values).toMatchObject({
      state: "CA-ON",
      country: "CA",
    });
    expect(member({ state: "Surrey", country: "UK" }).values).toMatchObject({
      state: "Surrey",
      country: "GB",
    });
  });

  it("reads a country by code, name or alias", () => {
    for (const text of ["US", "us", "United States", "U.S.A.", "united states of america"]) {
      expect(member({ country: text }).values.country).toBe("US");
    }
  });

  it.each([
    ["yes", true],
    ["Y", true],
    ["TRUE", true],
    ["1", true],
    ["x", true],
    ["Life", true],
    ["no", false],
    ["N", false],
    ["false", false],
    ["0", false],
    ["", null],
  ])("reads yes/no %j as %j", (text, value) => {
    expect(member({ lifetime: text }).values.lifetime).toBe(value);
    expect(parseYesNo(text)).toBe(value);
  });

  it.each([
    ["0", 0],
    ["1", 1],
    ["2", 2],
    ["Print", 0],
    ["mail", 0],
    ["paper", 0],
    ["Digital", 2],
    ["email only", 2],
    ["E-mail", 2],
    ["electronic", 2],
    ["magazine by mail, bulletin by email", 1],
    ["Both", 1],
    ["Print magazine by mail and bulletin by email", 1],
    ["All publications in print by mail", 0],
  ])("reads publication preference %j as %j", (text, value) => {
    expect(parsePublicationPreference(text)).toBe(value);
    expect(member({ publicationPreferences: text }).values.publicationPreferences).toBe(value);
  });

  it.each([
    ["GI", [11]],
    ["Greater Illinois", [11]],
    ["Greater Illinois Region", [11]],
    ["GI, WI; OV", [11, 12, 13]],
    ["GI / Wisconsin and Ohio Valley", [11, 12, 13]],
    ["Hudson and Mohawk", [14]],
    ["GI, GI", [11]],
    ["", []],
  ])("reads regions %j as %j", (text, ids) => {
    expect(member({ regions: text })).toEqual({ values: { regionalPlanIds: ids }, reasons: [] });
  });

  it("reads a plan by its title, with or without the word membership", () => {
    expect(member({ nationalPlan: "LIFE" }).values.nationalPlanId).toBe(2);
    expect(member({ nationalPlan: "Regular Membership" }).values.nationalPlanId).toBe(1);
  });

  it("reads the year joined from a year or a date", () => {
    expect(member({ yearJoined: "1987-05-01" }).values.yearJoined).toBe(1987);
    expect(member({ yearJoined: "5/1/87" }).values.yearJoined).toBe(1987);
    expect(member({ yearJoined: "2027" }).values.yearJoined).toBe(2027);
  });

  it("splits a spouse's name, or gives a bare first name the member's last name", () => {
    expect(member({ ...named, associate: "Jane Smith" }).values.associate).toEqual({
      firstName: "Jane",
      lastName: "Smith",
    });
    expect(member({ ...named, associate: "Mrs. Jane" }).values.associate).toEqual({
      firstName: "Jane",
      lastName: "Whitfield",
    });
    expect(member({ ...named, associate: "" }).values.associate).toBeNull();
  });
});

describe("splitName", () => {
  it.each([
    ["Margaret Whitfield", { prefix: null, firstName: "Margaret", lastName: "Whitfield", suffix: null }],
    ["Whitfield, Margaret", { prefix: null, firstName: "Margaret", lastName: "Whitfield", suffix: null }],
    [
      "Dr. Margaret A. Whitfield Jr.",
      { prefix: "Dr.", firstName: "Margaret A.", lastName: "Whitfield", suffix: "Jr." },
    ],
    [
      "Margaret Whitfield, III",
      { prefix: null, firstName: "Margaret", lastName: "Whitfield", suffix: "III" },
    ],
    [
      "Whitfield, Mrs. Margaret",
      { prefix: "Mrs.", firstName: "Margaret", lastName: "Whitfield", suffix: null },
    ],
    ["Ludwig van Beethoven", { prefix: null, firstName: "Ludwig", lastName: "van Beethoven", suffix: null }],
    ["Cher", { prefix: null, firstName: "", lastName: "Cher", suffix: null }],
    ["  Mr   John   Smith  ", { prefix: "Mr", firstName: "John", lastName: "Smith", suffix: null }],
  ])("%j", (text, parts) => {
    expect(splitName(text)).toEqual(parts);
  });
});

describe("parseImportDate", () => {
  it.each([
    ["2026-12-31", "2026-12-31"],
    ["2026/1/5", "2026-01-05"],
    ["2026-12-31T00:00:00Z", "2026-12-31"],
    ["12/31/2026", "2026-12-31"],
    ["1/5/2026", "2026-01-05"],
    ["12-31-2026", "2026-12-31"],
    ["1/5/26", "2026-01-05"],
    ["1/5/49", "2049-01-05"],
    ["1/5/50", "1950-01-05"],
    ["12/31/2026 11:59 PM", "2026-12-31"],
    ["31 Dec 2026", "2026-12-31"],
    ["31-Dec-26", "2026-12-31"],
    ["5 September 2026", "2026-09-05"],
    ["5 Sept 2026", "2026-09-05"],
    ["Dec 31, 2026", "2026-12-31"],
    ["December 31, 2026", "2026-12-31"],
    ["Thursday, December 31, 2026", "2026-12-31"],
    ["Dec. 31 2026", "2026-12-31"],
    ["31.12.2026", "2026-12-31"],
    ["29.02.2028", "2028-02-29"],
  ])("reads %j as %s", (text, day) => {
    expect(parseImportDate(text)).toBe(day);
  });

  it.each([
    "02/30/2026",
    "31/31/2026",
    "13/1/2026",
    "2026-02-29",
    "30 Feb 2026",
    "Smarch 1, 2026",
    "46387",
    "",
    "soon",
    "1/1/1899",
  ])("refuses %j", (text) => {
    expect(parseImportDate(text)).toBeNull();
  });
});

describe("carRowValues", () => {
  it("turns a row into values", () => {
    const result = car({
      make: "rolls royce",
      bodyStyle: "Phaeton",
      bodyMaker: "Brewster",
      engineNumber: "E123",
      bodyNumber: "",
      serialNumber: "S456",
      seniorCategory: "senior premier",
      seniorNumber: "1234",
      approved: "x",
    });
    expect(result).toEqual({
      reasons: [],
      values: {
        ownerMemberNo: 10001,
        year: 1931,
        makeId: 22,
        model: "Deluxe Eight",
        bodyStyle: "Phaeton",
        bodyMaker: "Brewster",
        engineNumber: "E123",
        bodyNumber: null,
        serialNumber: "S456",
        seniorCategory: "Senior Premier",
        seniorNumber: "1234",
        approved: true,
      },
    });
  });

  it("drops the senior number of a car with no category", () => {
    expect(car({ seniorCategory: "None", seniorNumber: "12" }).values).toMatchObject({
      seniorCategory: "None",
      seniorNumber: null,
    });
    expect(car({ seniorCategory: "" }).values.seniorCategory).toBe("None");
  });

  it.each([
    [{ ownerMemberNo: "" }, `Column "ownerMemberNo" is empty; a car needs the owner's member number`],
    [{ ownerMemberNo: "abc" }, 'Column "ownerMemberNo": "abc" is not a member number'],
    [{ year: "" }, 'Column "year" is empty; a car needs a year'],
    [{ year: "1955" }, 'Column "year": "1955" is not a year from 1914 to 1949'],
    [{ year: "thirties" }, 'Column "year": "thirties" is not a year from 1914 to 1949'],
    [{ make: "Packerd" }, `Column "make": "Packerd" is not a make in the portal's list`],
    [{ model: "" }, 'Column "model" is empty; a car needs a model'],
    [{ model: "m".repeat(101) }, 'Column "model" is longer than 100 characters'],
    [
      { seniorCategory: "Junior" },
      'Column "seniorCategory": "Junior" is not a senior category (None, Senior, Senior Premier)',
    ],
    [{ seniorCategory: "Senior" }, 'Column "seniorCategory": "Senior" needs a senior number'],
    [{ seniorCategory: "Senior", seniorNumber: "12a" }, 'Column "seniorNumber": "12a" is not a number'],
    [
      { seniorCategory: "Senior", seniorNumber: "123456" },
      'Column "seniorNumber": "123456" has more than 5 digits',
    ],
    [{ approved: "pending" }, 'Column "approved": "pending" is not yes or no'],
  ])("%j → %s", (cells, reason) => {
    expect(car(cells).reasons).toEqual([reason]);
  });

  it("names a required field no column holds", () => {
    const result = carRowValues({ Year: "1931" }, { Year: "year" }, lookups);
    expect(result.reasons).toEqual([
      "No column holds the owner's member number",
      "No column holds a make",
      "No column holds a model",
    ]);
    expect(result.values).toEqual({ year: 1931 });
  });
});

describe("carRowValues: a registry file's owners (issue 27)", () => {
  const registry = (cells: Record<string, string>) => {
    const all = { year: "1932", make: "Packard", model: "Deluxe Eight", ...cells };
    const mapping = Object.fromEntries(Object.keys(all).map((column) => [column, column])) as CarMapping;
    return carRowValues(all, mapping, lookups);
  };

  it("takes an owner outside the club by name when the row has no member number", () => {
    const result = registry({
      ownerMemberNo: "",
      ownerName: "Elise Marchand",
      ownerPlace: "Lyon, France",
      acquiredOn: "1998-06-01",
      pastOwners: "Walter Brandt, Detroit, 1932-1950; Ruth Olsen, 1950-1971",
    });
    expect(result.reasons).toEqual([]);
    expect(result.values).toMatchObject({
      ownerMemberNo: null,
      ownerName: "Elise Marchand",
      ownerPlace: "Lyon, France",
      acquiredOn: "1998-06-01",
      pastOwners: [
        { name: "Walter Brandt", place: "Detroit", from: "1932-01-01", to: "1950-01-01" },
        { name: "Ruth Olsen", place: null, from: "1950-01-01", to: "1971-01-01" },
      ],
    });
  });

  it("gives the car to the member when the row has both a number and a name", () => {
    const result = registry({ ownerMemberNo: "10001", ownerName: "Elise Marchand" });
    expect(result.reasons).toEqual([]);
    expect(result.values.ownerMemberNo).toBe(10001);
    expect(result.values.ownerName).toBeUndefined();
  });

  it.each([
    [
      { ownerMemberNo: "", ownerName: "" },
      `Column "ownerMemberNo" is empty; a car needs the owner's member number or name`,
    ],
    [{ ownerName: "" }, `Column "ownerName" is empty; a car needs the owner's member number or name`],
    [{ ownerName: "A", acquiredOn: "someday" }, `Column "acquiredOn": "someday" is not a date`],
    [
      { ownerName: "A", pastOwners: "Walter Brandt, 1950-1962; Ruth Olsen, 1971-1962" },
      `Column "pastOwners": owner 2 ("Ruth Olsen, 1971-1962") ends before it starts`,
    ],
  ])("%j → %s", (cells, reason) => {
    expect(registry(cells).reasons).toEqual([reason]);
  });
});

describe("parsePastOwners", () => {
  it("reads names, places with commas, years and full dates, oldest first", () => {
    expect(
      parsePastOwners(
        "Walter Brandt, Detroit, Michigan, 1932-1950; Ruth Olsen; Hal Price, 1950–1962 ; " +
          "Ann Lee, Boston, 3/1/1962 - 5/1/1971; Tom Ray, 1971 to 1980-06-30; Ivy Cole, from 1980;",
      ),
    ).toEqual({
      problems: [],
      owners: [
        { name: "Walter Brandt", place: "Detroit, Michigan", from: "1932-01-01", to: "1950-01-01" },
        { name: "Ruth Olsen", place: null, from: null, to: null },
        { name: "Hal Price", place: null, from: "1950-01-01", to: "1962-01-01" },
        { name: "Ann Lee", place: "Boston", from: "1962-03-01", to: "1971-05-01" },
        { name: "Tom Ray", place: null, from: "1971-01-01", to: "1980-06-30" },
        { name: "Ivy Cole", place: null, from: "1980-01-01", to: null },
      ],
    });
  });

  it("keeps a place that holds digits, and reads an open end", () => {
    expect(parsePastOwners("Jean Roux, 75008 Paris, 1950-; Max Bauer, -1962").owners).toEqual([
      { name: "Jean Roux", place: "75008 Paris", from: "1950-01-01", to: null },
      { name: "Max Bauer", place: null, from: null, to: "1962-01-01" },
    ]);
  });

  it("is empty for an empty cell", () => {
    expect(parsePastOwners("  ")).toEqual({ owners: [], problems: [] });
  });

  it.each([
    [
      "Walter Brandt, 19500-1962",
      'owner 1 ("Walter Brandt, 19500-1962"): "19500-1962" is not years or dates (such as 1950-1962)',
    ],
    [
      "Walter Brandt, 1850-1862",
      'owner 1 ("Walter Brandt, 1850-1862"): "1850-1862" is not years or dates (such as 1950-1962)',
    ],
    [
      "Walter Brandt, 31/31/1950 - 1962",
      'owner 1 ("Walter Brandt, 31/31/1950 - 1962"): "31/31/1950 - 1962" is not years or dates (such as 1950-1962)',
    ],
    ["1950-1962", 'owner 1 ("1950-1962") has no name: write "Name, Place, 1950-1962"'],
    [", Detroit, 1950-1962", 'owner 1 (", Detroit, 1950-1962") has no name: write "Name, Place, 1950-1962"'],
    ["Walter Brandt, 1962-1950", 'owner 1 ("Walter Brandt, 1962-1950") ends before it starts'],
    [
      `${"W".repeat(121)}, 1950`,
      `owner 1 ("${"W".repeat(121)}, 1950"): a name or place is longer than 120 characters`,
    ],
  ])("%s → %s", (text, problem) => {
    expect(parsePastOwners(text).problems).toEqual([problem]);
  });
});
