import { describe, expect, it } from "vitest";
import { matchedCarInWords, membersToImport, summaryInWords } from "./import-format.ts";

// The server's preview counts a matched member a row leaves as it is (matched) apart from one it changes
// (changed): the office's words and the import button count both, as the commit writes both.
const summary = {
  new: 3,
  matched: 1,
  changed: 2,
  rejected: 0,
  duplicates: 0,
  carsNew: 2,
  carsRejected: 1,
  carsMatched: 0,
  ownersAdded: 0,
};

describe("an import's counts in words", () => {
  it("counts every member the commit writes: new, matched and changed", () => {
    expect(membersToImport(summary)).toBe(6);
  });

  it("says how many are matched, and how many of them change", () => {
    expect(summaryInWords(summary, { members: true, cars: true })).toBe(
      "3 new members, 3 matched (2 will change), 0 rows rejected, 0 duplicates; cars: 2 new, 1 rejected.",
    );
  });
});

describe("a registry file's cars in words (issue 27)", () => {
  it("counts the cars already in the registry and the earlier owners they gain", () => {
    expect(
      summaryInWords({ ...summary, carsMatched: 2, ownersAdded: 3 }, { members: true, cars: true }),
    ).toBe(
      "3 new members, 3 matched (2 will change), 0 rows rejected, 0 duplicates; " +
        "cars: 2 new, 2 already in the registry (adding 3 earlier owners), 1 rejected.",
    );
  });

  it("counts only the cars of a registry file that has no members", () => {
    expect(
      summaryInWords(
        { ...summary, new: 0, matched: 0, changed: 0, carsMatched: 2, ownersAdded: 3 },
        {
          members: false,
          cars: true,
        },
      ),
    ).toBe("Cars: 2 new, 2 already in the registry (adding 3 earlier owners), 1 rejected.");
  });

  it("says what a matched car gains, or that it gains nothing", () => {
    const car = { row: 3, vehicleId: 12, car: "1932 Packard Deluxe Eight", notes: [] };
    expect(
      matchedCarInWords({ ...car, pastOwners: ["Walter Brandt", "Ruth Olsen"], numbers: ["engineNumber"] }),
    ).toBe(
      "Matched car 12, 1932 Packard Deluxe Eight: adds 2 earlier owners (Walter Brandt, Ruth Olsen) and its engine number.",
    );
    expect(matchedCarInWords({ ...car, pastOwners: ["Ruth Olsen"], numbers: [] })).toBe(
      "Matched car 12, 1932 Packard Deluxe Eight: adds 1 earlier owner (Ruth Olsen).",
    );
    expect(matchedCarInWords({ ...car, pastOwners: [], numbers: ["engineNumber", "bodyNumber"] })).toBe(
      "Matched car 12, 1932 Packard Deluxe Eight: adds its engine number and body number.",
    );
    expect(matchedCarInWords({ ...car, pastOwners: [], numbers: [] })).toBe(
      "Matched car 12, 1932 Packard Deluxe Eight: adds nothing it does not have.",
    );
  });
});
