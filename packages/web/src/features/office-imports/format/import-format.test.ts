import { describe, expect, it } from "vitest";
import { membersToImport, summaryInWords } from "./import-format.ts";

// The server's preview counts a matched member a row leaves as it is (matched) apart from one it changes
// (changed): the office's words and the import button count both, as the commit writes both.
const summary = { new: 3, matched: 1, changed: 2, rejected: 0, duplicates: 0, carsNew: 2, carsRejected: 1 };

describe("an import's counts in words", () => {
  it("counts every member the commit writes: new, matched and changed", () => {
    expect(membersToImport(summary)).toBe(6);
  });

  it("says how many are matched, and how many of them change", () => {
    expect(summaryInWords(summary, true)).toBe(
      "3 new members, 3 matched (2 will change), 0 rows rejected, 0 duplicates; cars: 2 new, 1 rejected.",
    );
  });
});
