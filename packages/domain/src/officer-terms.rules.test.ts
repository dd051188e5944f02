import { describe, expect, it } from "vitest";
import { daysOverlap, isCurrentTerm, termState } from "./officer-terms.rules.ts";

const term = { status: "confirmed" as const, startsOn: "2027-03-01", endsOn: "2028-02-29" };

describe("an officer's term", () => {
  it("gives its office from its first day to its last, both included", () => {
    expect(termState(term, "2027-02-28")).toBe("upcoming");
    expect(termState(term, "2027-03-01")).toBe("current");
    expect(termState(term, "2028-02-29")).toBe("current");
    expect(termState(term, "2028-03-01")).toBe("ended");
  });

  it("runs on with no last day until the office ends it", () => {
    expect(isCurrentTerm({ ...term, endsOn: null }, "2099-12-31")).toBe(true);
  });

  it("gives nothing while it is only proposed, whatever its days", () => {
    expect(termState({ ...term, status: "proposed" }, "2027-06-01")).toBe("proposed");
    expect(isCurrentTerm({ ...term, status: "proposed" }, "2027-06-01")).toBe(false);
  });
});

describe("two terms' days (officers, zones and committees, issue 46)", () => {
  it("overlap when they share one day, an open end running on", () => {
    expect(daysOverlap(term, { startsOn: "2028-02-29", endsOn: null })).toBe(true);
    expect(daysOverlap(term, { startsOn: "2026-01-01", endsOn: "2027-03-01" })).toBe(true);
    expect(daysOverlap({ ...term, endsOn: null }, { startsOn: "2099-01-01", endsOn: "2099-12-31" })).toBe(
      true,
    );
  });

  it("do not when one ends the day before the other begins", () => {
    expect(daysOverlap(term, { startsOn: "2028-03-01", endsOn: null })).toBe(false);
    expect(daysOverlap(term, { startsOn: "2026-01-01", endsOn: "2027-02-28" })).toBe(false);
  });
});
