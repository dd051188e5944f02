import { describe, expect, it } from "vitest";
import { dropSentSheet, queueSheet, readQueuedSheets } from "./sheet-queue.ts";

const sheet = { deductions: { "Body and fit": 2 }, notes: null, disqualifiedBy: null };

describe("the sheets kept on the phone (issue 29)", () => {
  it("keeps the latest save of each car, apart for each judge", () => {
    queueSheet(5, 31, sheet);
    queueSheet(5, 31, { ...sheet, notes: "Door gap" });
    queueSheet(5, 32, sheet);
    expect(readQueuedSheets(5)).toEqual({ 31: { ...sheet, notes: "Door gap" }, 32: sheet });
    expect(readQueuedSheets(6)).toEqual({});
  });

  it("drops a sheet once sent, but not one saved again while it was on its way", () => {
    queueSheet(5, 31, sheet);
    queueSheet(5, 31, { ...sheet, notes: "Door gap" });
    expect(dropSentSheet(5, 31, sheet)).toEqual({ 31: { ...sheet, notes: "Door gap" } });
    expect(dropSentSheet(5, 31, { ...sheet, notes: "Door gap" })).toEqual({});
    expect(window.localStorage.getItem("judging-sheets:5")).toBeNull();
  });

  it("reads nothing from a queue it cannot read", () => {
    window.localStorage.setItem("judging-sheets:5", "{not json");
    expect(readQueuedSheets(5)).toEqual({});
  });
});
