import type { JudgingAssignment, ScoreSheet } from "@club/domain/judging.schema";
import { describe, expect, it } from "vitest";
import { keepNewerSheets, withSavedSheet } from "./assignment-sheets.ts";

const sheet = (entryId: number, savedAt: string, paint: number): ScoreSheet => ({
  entryId,
  deductions: { Paint: paint },
  totalDeducted: paint,
  notes: null,
  disqualifiedBy: null,
  savedAt,
});
const car = (entryId: number, saved: ScoreSheet | null): JudgingAssignment => ({
  entryId,
  eventId: 7,
  eventTitle: "Grand Classic 2026",
  classCode: "12A",
  className: "Packard Senior",
  vehicle: null,
  leader: false,
  form: [{ name: "Paint", max: 15 }],
  sheet: saved,
});

describe("a judge's sheets in the list of cars (issue 41)", () => {
  it("puts the server's answer to a sheet at its car, the others as they were", () => {
    const saved = sheet(31, "2026-06-13T11:00:00Z", 2);
    expect(withSavedSheet([car(31, null), car(32, null)], saved)).toEqual([car(31, saved), car(32, null)]);
    expect(withSavedSheet(undefined, saved)).toBeUndefined();
  });

  it("keeps a sheet held in a newer state than the list fetched, and takes the list's when it is newer", () => {
    const held = [
      car(31, sheet(31, "2026-06-13T11:00:00Z", 2)),
      car(32, sheet(32, "2026-06-13T11:00:00Z", 2)),
    ];
    const fetched = [car(31, null), car(32, sheet(32, "2026-06-13T12:00:00Z", 4)), car(33, null)];
    expect(keepNewerSheets(held, fetched)).toEqual([held[0], fetched[1], fetched[2]]);
    expect(keepNewerSheets(undefined, fetched)).toBe(fetched);
  });
});
