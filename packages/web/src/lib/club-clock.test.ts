import { afterEach, describe, expect, it } from "vitest";
import { clubClockZone, dayOfMoment, momentInTable, momentInWords, setClubClockZone } from "./club-clock.ts";

// Issue 40: the web writes moments in the club's time zone, whatever the reader's own.
describe("the club's clock in the web", () => {
  const lateEvening = "2026-12-04T03:49:00Z";
  afterEach(() => setClubClockZone("America/Chicago"));

  it("writes a moment's day, its time in a sentence and in a table in Central Time by default", () => {
    expect(clubClockZone()).toBe("America/Chicago");
    expect(dayOfMoment(lateEvening)).toBe("2026-12-03");
    expect(momentInWords(lateEvening)).toBe("9:49 PM Central Time on 2026-12-03");
    expect(momentInTable(lateEvening)).toBe("2026-12-03 9:49 PM");
  });

  it("follows the club's zone when the office moves it", () => {
    setClubClockZone("America/Los_Angeles");
    expect(dayOfMoment(lateEvening)).toBe("2026-12-03");
    expect(momentInWords(lateEvening)).toBe("7:49 PM Pacific Time on 2026-12-03");
    expect(momentInTable(lateEvening)).toBe("2026-12-03 7:49 PM");
    setClubClockZone("Europe/London");
    expect(dayOfMoment(lateEvening)).toBe("2026-12-04");
  });

  it("never says UTC, and leaves what is no moment as it is", () => {
    expect(momentInWords(lateEvening)).not.toContain("UTC");
    expect(momentInWords("not a moment")).toBe("not a moment");
    expect(dayOfMoment("2026-12-31")).toBe("2026-12-31");
    expect(momentInTable(new Date(lateEvening))).toBe("2026-12-03 9:49 PM");
  });
});
