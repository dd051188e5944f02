import { describe, expect, it } from "vitest";
import { isoDay, newMembershipDuesExpiry, renewalWindowFor } from "./membership-year.rules.ts";

describe("renewalWindowFor", () => {
  it("gives 1 October to 31 December of the current year by default", () => {
    expect(renewalWindowFor("2026-11-21")).toEqual({ start: "2026-10-01", end: "2026-12-31" });
    expect(renewalWindowFor("2027-02-01")).toEqual({ start: "2027-10-01", end: "2027-12-31" });
  });

  it("follows the club's setting", () => {
    expect(renewalWindowFor("2026-05-05", { startMonthDay: "09-15", endMonthDay: "12-15" })).toEqual({
      start: "2026-09-15",
      end: "2026-12-15",
    });
  });

  it("formats a date as YYYY-MM-DD", () => {
    expect(isoDay(new Date("2026-01-02T23:59:59Z"))).toBe("2026-01-02");
  });
});

describe("newMembershipDuesExpiry", () => {
  const window = { start: "2026-10-01", end: "2026-12-31" };
  it("runs to the end of this year before the window", () => {
    expect(newMembershipDuesExpiry("2026-03-15", window)).toBe("2026-12-31");
    expect(newMembershipDuesExpiry("2026-09-30", window)).toBe("2026-12-31");
  });
  it("runs to the end of next year inside the window", () => {
    expect(newMembershipDuesExpiry("2026-10-01", window)).toBe("2027-12-31");
    expect(newMembershipDuesExpiry("2026-12-31", window)).toBe("2027-12-31");
  });
});
