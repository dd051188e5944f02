import { describe, expect, it } from "vitest";
import { addDays, dayMs, daysAfter, daysBetween, isoDay, spelledDay, startOfDay } from "./days.ts";

describe("days (spec §9: calendar days in UTC)", () => {
  it("gives a moment's day in UTC", () => {
    expect(isoDay(new Date("2026-03-31T23:59:59.999Z"))).toBe("2026-03-31");
    expect(isoDay(new Date("2026-04-01T00:30:00+02:00"))).toBe("2026-03-31");
    expect(isoDay(new Date("2026-01-02T23:59:59Z"))).toBe("2026-01-02");
  });

  it("starts a day at its UTC midnight", () => {
    expect(startOfDay("2026-12-31").toISOString()).toBe("2026-12-31T00:00:00.000Z");
  });

  it("adds and takes days across months, years and leap days", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
    expect(addDays("2026-06-15", 0)).toBe("2026-06-15");
    expect(addDays("2026-01-01", -366)).toBe("2024-12-31");
  });

  it("moves a moment by whole days", () => {
    expect(daysAfter(new Date("2026-05-01T10:00:00Z"), 30).toISOString()).toBe("2026-05-31T10:00:00.000Z");
    expect(daysAfter(new Date("2026-05-01T10:00:00Z"), -1).getTime()).toBe(
      Date.parse("2026-05-01T10:00:00Z") - dayMs,
    );
  });

  it("counts the days between two days", () => {
    expect(daysBetween("2026-11-01", "2026-12-31")).toBe(60);
    expect(daysBetween("2026-12-31", "2026-11-01")).toBe(-60);
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2);
  });

  it("spells a day as the letters do", () => {
    expect(spelledDay("2026-12-31")).toBe("December 31, 2026");
    expect(spelledDay("not a day")).toBe("not a day");
  });
});
