import { describe, expect, it } from "vitest";
import { describeSegment, lapsedWindow, maskEmail, monthsBefore } from "./announcement.rules.ts";

describe("monthsBefore", () => {
  it("keeps the day of the month, across a year's end", () => {
    expect(monthsBefore("2026-11-21", 6)).toBe("2026-05-21");
    expect(monthsBefore("2026-02-10", 3)).toBe("2025-11-10");
    expect(monthsBefore("2026-11-21", 60)).toBe("2021-11-21");
  });

  it("takes the last day of a shorter month", () => {
    expect(monthsBefore("2026-03-31", 1)).toBe("2026-02-28");
    expect(monthsBefore("2028-03-31", 1)).toBe("2028-02-29");
    expect(monthsBefore("2026-07-31", 2)).toBe("2026-05-31");
    expect(monthsBefore("2026-12-31", 3)).toBe("2026-09-30");
  });
});

describe("lapsedWindow", () => {
  it("runs from the same day N months ago up to yesterday", () => {
    expect(lapsedWindow("2026-11-21", 6)).toEqual({ from: "2026-05-21", through: "2026-11-20" });
    expect(lapsedWindow("2027-01-01", 1)).toEqual({ from: "2026-12-01", through: "2026-12-31" });
  });
});

describe("describeSegment", () => {
  it("names each kind of segment in plain words", () => {
    expect(describeSegment({ kind: "active" })).toBe("All active members");
    expect(describeSegment({ kind: "region", regionId: 1 }, { regionName: "Greater Illinois Region" })).toBe(
      "Active members of Greater Illinois Region",
    );
    expect(describeSegment({ kind: "lapsed", months: 1 })).toBe(
      "Members whose membership ended in the last month",
    );
    expect(describeSegment({ kind: "lapsed", months: 12 })).toBe(
      "Members whose membership ended in the last 12 months",
    );
    expect(describeSegment({ kind: "event", eventId: 4 }, { eventTitle: "Annual Meeting" })).toBe(
      "Members registered for Annual Meeting",
    );
  });
});

describe("maskEmail", () => {
  it("shows the first letters and the domain only", () => {
    expect(maskEmail("eleanor@example.org")).toBe("el•••@example.org");
    expect(maskEmail("ab@example.org")).toBe("a•••@example.org");
    expect(maskEmail("x@example.org")).toBe("x•••@example.org");
  });
});
