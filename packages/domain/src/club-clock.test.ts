import { describe, expect, it } from "vitest";
import {
  clubDate,
  clubDateTime,
  clubMoment,
  clubTime,
  clubTimeZoneSchema,
  defaultClubTimeZone,
} from "./club-clock.ts";

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
});
