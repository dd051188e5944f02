import { describe, expect, it } from "vitest";
import { codeName, toCodeKeys, toWireKeys, wireName } from "./wire-keys.ts";

// The names the API has always used (spec §7): a change here changes the wire.
const pairs = [
  ["memberNo", "member_no"],
  ["addressLine1", "address_line1"],
  ["residentialPhone", "residential_phone"],
  ["trackDateAcquired", "track_date_acquired"],
  ["twoFactorCode", "two_factor_code"],
  ["id", "id"],
] as const;

describe("wire keys (spec §7: snake_case on the wire, camelCase in the code)", () => {
  it("names a field alike both ways", () => {
    for (const [code, wire] of pairs) {
      expect(wireName(code)).toBe(wire);
      expect(codeName(wire)).toBe(code);
    }
  });

  it("reads the wire as it always has", () => {
    expect(codeName("address_line_1")).toBe("addressLine1");
    expect(codeName("_private")).toBe("_private");
    expect(codeName("engin_number")).toBe("enginNumber");
  });

  it("converts a body all the way down, arrays included, and leaves values alone", () => {
    expect(
      toCodeKeys({ first_name: "Ann", plans: [{ regional_plan_id: 3 }], note: { due_on: "2026-12-31" } }),
    ).toEqual({ firstName: "Ann", plans: [{ regionalPlanId: 3 }], note: { dueOn: "2026-12-31" } });
    expect(toWireKeys({ firstName: "Ann", tags: ["keepThis"], plans: [{ regionalPlanId: 3 }] })).toEqual({
      first_name: "Ann",
      tags: ["keepThis"],
      plans: [{ regional_plan_id: 3 }],
    });
  });

  it("keeps the keys of a map keyed by the user's names", () => {
    expect(
      toWireKeys({ carMapping: { "Body No.": "bodyNumber" }, sheetName: "Cars" }, ["carMapping"]),
    ).toEqual({
      car_mapping: { "Body No.": "bodyNumber" },
      sheet_name: "Cars",
    });
  });
});
