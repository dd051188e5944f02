import { spelledDay } from "@club/domain/days";
import { describe, expect, it } from "vitest";
import { daysInWords, sentInWords, skippedInWords, todayOnServer } from "./reminder-format.ts";

describe("the reminders in words", () => {
  it("says who was left out, singular or plural, and an unknown reason as words", () => {
    expect(skippedInWords({ renewed: 3, bouncing: 1, lifelong: 12 })).toBe(
      "3 already renewed, 1 address bouncing, 12 lifetime members",
    );
    expect(skippedInWords({ bouncing: 2, already_sent: 1, on_holiday: 4, deceased: 0 })).toBe(
      "2 addresses bouncing, 1 already reminded, 4 on holiday",
    );
    expect(skippedInWords({})).toBe("");
  });

  it("says what a run sent", () => {
    expect(sentInWords({ emailed: 5, letters: 1 })).toBe("Sent 5 e-mails; 1 letter to print");
    expect(sentInWords({ emailed: 1, letters: 0 })).toBe("Sent 1 e-mail; 0 letters to print");
  });

  it("lists days as a sentence would", () => {
    expect(daysInWords([60, 30, 7])).toBe("60, 30 and 7 days");
    expect(daysInWords([1])).toBe("1 day");
    expect(daysInWords([])).toBe("none");
  });

  it("spells a day as the server's messages do, and counts today as the server does (UTC)", () => {
    expect(spelledDay("2026-11-22")).toBe("November 22, 2026");
    expect(todayOnServer(new Date("2026-11-22T01:30:00Z"))).toBe("2026-11-22");
  });
});
