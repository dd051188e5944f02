import { describe, expect, it } from "vitest";
import { regionalStatusLabel, renewedYear } from "./search.schema.ts";

describe("the Renewed {year} filter (spec §9)", () => {
  const window = { start: "2026-10-01", end: "2026-12-31" };
  it("uses the window end year before June", () => {
    expect(renewedYear("2026-05-31", window)).toBe(2026);
    expect(regionalStatusLabel("renewed_members", renewedYear("2026-05-31", window))).toBe("Renewed 2026");
  });
  it("adds one from June on", () => {
    expect(renewedYear("2026-06-01", window)).toBe(2027);
    expect(renewedYear("2026-11-21", window)).toBe(2027);
  });
  it("labels the other filters", () => {
    expect(regionalStatusLabel("all_members", 2027)).toBe("All");
    expect(regionalStatusLabel("current_members", 2027)).toBe("Current");
    expect(regionalStatusLabel("not_renewed_members", 2027)).toBe("Not Renewed");
  });
});
