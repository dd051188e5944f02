import { describe, expect, it } from "vitest";
import { createImportLookups, lookupKey } from "./import-lookups.rules.ts";

const lookups = createImportLookups({
  countries: [
    { code: "US", name: "United States of America" },
    { code: "CA", name: "Canada" },
  ],
  subdivisions: [
    { code: "US-IL", countryCode: "US", name: "Illinois" },
    { code: "CA-ON", countryCode: "CA", name: "Ontario" },
  ],
  nationalPlans: [{ id: 2, title: "Life Membership", lifelong: true }],
  regionalPlans: [{ id: 11, title: "GI Region plan", regionCode: "GI", regionName: "Greater Illinois" }],
  makes: [{ id: 22, name: "Rolls-Royce" }],
});

describe("createImportLookups", () => {
  it("keys ignore case, accents, spaces and punctuation", () => {
    expect(lookupKey(" U.S.A. ")).toBe("usa");
    expect(lookupKey("Québec")).toBe("quebec");
  });

  it("finds a country by code, name or alias, but not an alias of a country the portal lacks", () => {
    expect(
      ["US", "us", "United States of America", "USA", "U.S.A.", "America"].map(lookups.countryCode),
    ).toEqual(Array(6).fill("US"));
    expect(lookups.countryCode("canada")).toBe("CA");
    expect(lookups.countryCode("England")).toBeNull();
  });

  it("finds a state only within its country", () => {
    expect(lookups.subdivisionCode("US", "il")).toBe("US-IL");
    expect(lookups.subdivisionCode("US", "Illinois")).toBe("US-IL");
    expect(lookups.subdivisionCode("US", "US-IL")).toBe("US-IL");
    expect(lookups.subdivisionCode("CA", "US-IL")).toBeNull();
    expect(lookups.subdivisionCode("CA", "Illinois")).toBeNull();
    expect(lookups.hasSubdivisions("US")).toBe(true);
    expect(lookups.hasSubdivisions("GB")).toBe(false);
  });

  it("finds plans, regions and makes by their names", () => {
    expect(lookups.nationalPlan("life membership")).toEqual({ id: 2, lifelong: true });
    expect(lookups.nationalPlan("Life")).toEqual({ id: 2, lifelong: true });
    expect(lookups.nationalPlan("Life member")).toEqual({ id: 2, lifelong: true });
    expect(
      ["GI", "Greater Illinois", "Greater Illinois Region", "GI Region plan"].map(lookups.regionalPlan),
    ).toEqual(Array(4).fill(11));
    expect(lookups.regionalPlan("Chicago")).toBeNull();
    expect(lookups.makeId("rolls royce")).toBe(22);
    expect(lookups.makeId("Rolls")).toBeNull();
  });
});
