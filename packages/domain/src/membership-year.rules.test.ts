import { describe, expect, it } from "vitest";
import {
  newMembershipDuesExpiry,
  renewalWindowFor,
  renewButton,
  renewedDuesExpiry,
} from "./membership-year.rules.ts";

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

describe("renewButton (spec §4)", () => {
  const window = { start: "2026-10-01", end: "2026-12-31" };
  const base = {
    today: "2026-11-21",
    window,
    renewalDate: "2026-01-06",
    lastPaid: "renewal" as const,
    duesExpire: "2026-12-31",
    lifelong: false,
    clubShortName: "CCCA",
  };

  it("is enabled inside the window for a member who has not renewed in it", () => {
    expect(renewButton(base)).toEqual({ visible: true, enabled: true, reason: "open", tooltip: null });
  });

  it("is disabled inside the window once renewed, pointing to the office", () => {
    const button = renewButton({ ...base, renewalDate: "2026-10-15" });
    expect(button).toMatchObject({ visible: true, enabled: false, reason: "already_renewed" });
    expect(button.tooltip).toMatch(/contact the club office/);
  });

  it("offers a restart when dues have expired, even outside the window", () => {
    expect(renewButton({ ...base, today: "2027-02-01", duesExpire: "2026-12-31" })).toEqual({
      visible: true,
      enabled: true,
      reason: "expired",
      tooltip: "Restart Your CCCA Membership",
    });
  });

  it("is disabled outside the window and states the window's dates", () => {
    const july = { ...base, today: "2026-07-04", window: renewalWindowFor("2026-07-04") };
    expect(renewButton(july)).toEqual({
      visible: true,
      enabled: false,
      reason: "outside_window",
      tooltip: "Membership renewal is open from 2026-10-01 to 2026-12-31.",
    });
  });

  it("tells a joiner who never paid that the membership is not active yet, not that they renewed", () => {
    const unpaid = { ...base, renewalDate: null, lastPaid: null, duesExpire: null };
    expect(renewButton(unpaid)).toEqual({
      visible: true,
      enabled: true,
      reason: "not_started",
      tooltip: "Your membership is not active yet because your joining payment has not been paid.",
    });
  });

  it("tells a member who joined inside the window that they joined, not that they renewed", () => {
    const joined = {
      ...base,
      renewalDate: "2026-11-02",
      lastPaid: "join" as const,
      duesExpire: "2027-12-31",
    };
    const button = renewButton(joined);
    expect(button).toMatchObject({ visible: true, enabled: false, reason: "already_renewed" });
    expect(button.tooltip).toBe(
      "You joined on 2026-11-02, and your membership already runs to 2027-12-31. There is nothing to renew yet.",
    );
  });

  it("is hidden for lifelong members", () => {
    expect(renewButton({ ...base, lifelong: true })).toMatchObject({ visible: false, enabled: false });
  });
});

describe("renewedDuesExpiry", () => {
  const window = { start: "2026-10-01", end: "2026-12-31" };
  it("adds a year to dues that have not expired", () => {
    expect(renewedDuesExpiry("2026-11-21", window, "2026-12-31")).toBe("2027-12-31");
  });
  it("restarts expired dues like a new membership", () => {
    expect(renewedDuesExpiry("2027-03-01", renewalWindowFor("2027-03-01"), "2026-12-31")).toBe("2027-12-31");
    expect(renewedDuesExpiry("2027-11-01", renewalWindowFor("2027-11-01"), "2025-12-31")).toBe("2028-12-31");
  });
  it("crosses the year end", () => {
    expect(renewedDuesExpiry("2026-12-31", window, "2026-12-31")).toBe("2027-12-31");
  });
});
