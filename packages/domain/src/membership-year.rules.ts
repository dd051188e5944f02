import type { RenewalWindow } from "./membership.schema.ts";

/** The renewal window as the club sets it: month-day bounds that repeat every year. */
export interface RenewalWindowSetting {
  startMonthDay: string;
  endMonthDay: string;
}

// Memberships run by calendar year (docs/decisions.md); renewals open in the last quarter by default.
export const defaultRenewalWindow: RenewalWindowSetting = { startMonthDay: "10-01", endMonthDay: "12-31" };

/** The window of the year that `today` (YYYY-MM-DD) falls in. */
export function renewalWindowFor(
  today: string,
  setting: RenewalWindowSetting = defaultRenewalWindow,
): RenewalWindow {
  const year = today.slice(0, 4);
  return { start: `${year}-${setting.startMonthDay}`, end: `${year}-${setting.endMonthDay}` };
}

/** A Date as the calendar day YYYY-MM-DD (spec §9), in UTC. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function isWithin(today: string, window: RenewalWindow): boolean {
  return today >= window.start && today <= window.end;
}

/**
 * Dues of a membership that starts (or restarts) today: to 31 December of this year, or of next year when it
 * starts inside the renewal window, so a member joining in the last quarter is not asked to renew at once.
 */
export function newMembershipDuesExpiry(today: string, window: RenewalWindow): string {
  const year = Number(today.slice(0, 4));
  return `${isWithin(today, window) ? year + 1 : year}-12-31`;
}
