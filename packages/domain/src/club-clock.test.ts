import { describe, expect, it } from "vitest";
import {
  clubDate,
  clubDateTime,
  clubDayStart,
  clubMoment,
  clubTime,
  clubTimeZoneSchema,
  defaultClubTimeZone,
  momentsOfClubDays,
} from "./club-clock.ts";
import { addDays } from "./days.ts";

describe("the club's clock (issue 40)", () => {
  const lateEvening = new Date("2026-12-04T03:49:00Z");

  it("writes a moment's day in the club's zone, YYYY-MM-DD", () => {
    expect(clubDate(lateEvening, "America/Chicago")).toBe("2026-12-03");
    expect(clubDate(lateEvening, "Europe/London")).toBe("2026-12-04");
  });

  it("names the time and the zone as people read them, never UTC", () => {
    expect(clubTime(lateEvening, defaultClubTimeZone)).toBe("9:49 PM Central Time");
    expect(clubTime(lateEvening, "America/Los_Angeles")).toBe("7:49 PM Pacific Time");
    expect(clubMoment(lateEvening, defaultClubTimeZone)).toBe("9:49 PM Central Time on 2026-12-03");
    expect(clubMoment(lateEvening, defaultClubTimeZone)).not.toContain("UTC");
  });

  it("writes a moment for a table or a spreadsheet: the club's day, then its time", () => {
    expect(clubDateTime(lateEvening, defaultClubTimeZone)).toBe("2026-12-03 9:49 PM");
    expect(clubDateTime(lateEvening, "America/Los_Angeles")).toBe("2026-12-03 7:49 PM");
    expect(clubDateTime(new Date("2026-12-04T15:05:00Z"), "Europe/London")).toBe("2026-12-04 3:05 PM");
  });

  it("keeps summer and winter apart", () => {
    expect(clubTime(new Date("2027-07-01T17:00:00Z"), "America/Chicago")).toBe("12:00 PM Central Time");
    expect(clubTime(new Date("2027-01-01T17:00:00Z"), "America/Chicago")).toBe("11:00 AM Central Time");
  });

  it("accepts a zone the runtime knows and refuses one in words", () => {
    expect(clubTimeZoneSchema.parse(" America/Denver ")).toBe("America/Denver");
    const refused = clubTimeZoneSchema.safeParse("Mars/Olympus_Mons");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/time zone/);
  });

  it("begins a day at the club's midnight, across the change of clocks", () => {
    expect(clubDayStart("2026-01-15", "America/Chicago").toISOString()).toBe("2026-01-15T06:00:00.000Z");
    expect(clubDayStart("2026-07-15", "America/Chicago").toISOString()).toBe("2026-07-15T05:00:00.000Z");
    // Clocks go forward at 2 AM on 2026-03-08: that day begins in winter time, the next in summer time.
    expect(clubDayStart("2026-03-08", "America/Chicago").toISOString()).toBe("2026-03-08T06:00:00.000Z");
    expect(clubDayStart("2026-03-09", "America/Chicago").toISOString()).toBe("2026-03-09T05:00:00.000Z");
    expect(clubDayStart("2026-11-01", "America/Chicago").toISOString()).toBe("2026-11-01T05:00:00.000Z");
    expect(clubDayStart("2026-07-15", "Asia/Kolkata").toISOString()).toBe("2026-07-14T18:30:00.000Z");
  });

  it("begins a day whose midnight the clocks skip when they change, not an hour into the day before", () => {
    // Cuba, the Azores and Egypt put their clocks forward at midnight: on those days the first hour is 1 AM.
    expect(clubDayStart("2025-03-09", "America/Havana").toISOString()).toBe("2025-03-09T05:00:00.000Z");
    expect(clubDayStart("2025-03-30", "Atlantic/Azores").toISOString()).toBe("2025-03-30T01:00:00.000Z");
    expect(clubDayStart("2025-04-25", "Africa/Cairo").toISOString()).toBe("2025-04-24T22:00:00.000Z");
    for (const [day, zone] of [
      ["2025-03-09", "America/Havana"],
      ["2025-03-30", "Atlantic/Azores"],
      ["2025-04-25", "Africa/Cairo"],
    ] as const) {
      const start = clubDayStart(day, zone);
      expect(clubDate(start, zone)).toBe(day);
      expect(clubDate(new Date(start.getTime() - 1), zone)).toBe(addDays(day, -1));
    }
  });

  it("covers whole club days for a filter, either end open", () => {
    expect(momentsOfClubDays("2026-01-01", "2026-01-31", "America/Chicago")).toEqual({
      from: new Date("2026-01-01T06:00:00Z"),
      before: new Date("2026-02-01T06:00:00Z"),
    });
    expect(momentsOfClubDays(undefined, undefined, "America/Chicago")).toEqual({
      from: undefined,
      before: undefined,
    });
  });
});
