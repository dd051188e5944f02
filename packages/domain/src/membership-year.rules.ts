import { z } from "zod";
import type { RenewalWindow } from "./membership.schema.ts";
import { membershipInForce } from "./standing.rules.ts";

const monthDay = z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "Use MM-DD.");

/** The renewal window as the club sets it (the settings row `renewal_window`): month-day bounds for every year. */
export const renewalWindowSettingSchema = z.object({ startMonthDay: monthDay, endMonthDay: monthDay });
export type RenewalWindowSetting = z.infer<typeof renewalWindowSettingSchema>;

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

export interface RenewalState {
  /** Today as YYYY-MM-DD. */
  today: string;
  window: RenewalWindow;
  /** When the member last renewed (or joined), YYYY-MM-DD. */
  renewalDate: string | null;
  /** What the member's newest paid invoice bought: their joining, a renewal, or nothing yet (issue 25). */
  lastPaid: "join" | "renewal" | null;
  duesExpire: string | null;
  lifelong: boolean;
  clubShortName: string;
}

export interface RenewButton {
  visible: boolean;
  enabled: boolean;
  reason: "lifelong" | "not_started" | "expired" | "open" | "already_renewed" | "outside_window";
  tooltip: string | null;
}

/**
 * spec §4: the Renew My Membership button. Enabled inside the renewal window unless the member already renewed
 * in it, and whenever dues have expired; hidden for lifelong members. The server refuses what this refuses.
 */
export function renewButton(state: RenewalState): RenewButton {
  if (state.lifelong) return { visible: false, enabled: false, reason: "lifelong", tooltip: null };
  // A joiner who never paid has no membership to renew or restart; paying now starts it (issue 25).
  if (state.lastPaid === null && state.duesExpire === null) {
    return {
      visible: true,
      enabled: true,
      reason: "not_started",
      tooltip: "Your membership is not active yet because your joining payment has not been paid.",
    };
  }
  if (!membershipInForce(state, state.today)) {
    return {
      visible: true,
      enabled: true,
      reason: "expired",
      tooltip: `Restart Your ${state.clubShortName} Membership`,
    };
  }
  if (state.renewalDate !== null && isWithin(state.renewalDate, state.window)) {
    // Joining inside the window already paid for the coming year (newMembershipDuesExpiry): the joiner did not renew.
    if (state.lastPaid === "join")
      return {
        visible: true,
        enabled: false,
        reason: "already_renewed",
        tooltip: `You joined on ${state.renewalDate}, and your membership already runs to ${state.duesExpire}. There is nothing to renew yet.`,
      };
    return {
      visible: true,
      enabled: false,
      reason: "already_renewed",
      tooltip:
        "You have already renewed for the coming year. To change your national membership selection, please contact the club office.",
    };
  }
  if (isWithin(state.today, state.window)) {
    return { visible: true, enabled: true, reason: "open", tooltip: null };
  }
  return {
    visible: true,
    enabled: false,
    reason: "outside_window",
    tooltip: `Membership renewal is open from ${state.window.start} to ${state.window.end}.`,
  };
}

/** Dues after a paid renewal: a restart after expiry starts afresh; a renewal in the window adds the next year. */
export function renewedDuesExpiry(today: string, window: RenewalWindow, duesExpire: string | null): string {
  if (duesExpire === null || duesExpire < today) return newMembershipDuesExpiry(today, window);
  return `${Number(duesExpire.slice(0, 4)) + 1}-12-31`;
}
