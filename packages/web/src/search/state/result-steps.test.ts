import { describe, expect, it } from "vitest";
import { resultsStep, rowsOnPage, shownSummary } from "./result-steps.ts";

describe("result steps (issue 25)", () => {
  it("counts the results of a page of 500", () => {
    expect(rowsOnPage(103, 1)).toBe(103);
    expect(rowsOnPage(1203, 1)).toBe(500);
    expect(rowsOnPage(1203, 3)).toBe(203);
  });

  it("says how many of the results are shown", () => {
    expect(shownSummary(103, 1, resultsStep)).toBe("Showing 25 of 103");
    expect(shownSummary(103, 1, 100)).toBe("Showing 100 of 103");
    expect(shownSummary(103, 1, 125)).toBe("Showing all 103");
  });

  it("counts from the page's first result after page 1", () => {
    expect(shownSummary(1203, 2, 50)).toBe("Showing 501 to 550 of 1203");
    expect(shownSummary(1203, 3, 250)).toBe("Showing 1001 to 1203 of 1203");
  });

  it("says nothing when the results fit in one step", () => {
    expect(shownSummary(25, 1, resultsStep)).toBeNull();
    expect(shownSummary(520, 2, resultsStep)).toBeNull();
  });
});
