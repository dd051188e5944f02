import { type Checkout, checkoutOf } from "./checkout.rules.ts";
import {
  type ListingAction,
  type ListingKind,
  type ListingStatus,
  listingMessages,
  listingReminderDays,
  newMemberDays,
  soldListingShownDays,
} from "./listing.schema.ts";

// Issue 44: what a seller may do with a listing in each state, when it is due for its reminder and its end, and
// whose listings the office approves first. The policy asks these; the web shows the buttons the server returns.

const dayMs = 86_400_000;

/** A listing as its rules read it. */
export interface ListingState {
  kind: ListingKind;
  status: ListingStatus;
  expiresAt: Date | null;
}

/** A listed listing may be renewed in the week before it ends (the reminder's week), and an expired one any time. */
export function renewable(listing: ListingState, now: Date): boolean {
  if (listing.status === "expired") return true;
  if (listing.status !== "active" || listing.expiresAt === null) return false;
  return listing.expiresAt.getTime() - now.getTime() <= listingReminderDays * dayMs;
}

const actionsByStatus: Record<ListingStatus, readonly ListingAction[]> = {
  draft: ["edit", "addPhotos", "publish", "delete"],
  awaiting_payment: ["edit", "addPhotos", "withdraw"],
  awaiting_approval: ["edit", "addPhotos", "withdraw"],
  active: ["edit", "addPhotos", "markSold", "withdraw"],
  expired: ["markSold"],
  sold: [],
  withdrawn: [],
  removed: [],
};

/** What the seller may do now, in the order the page shows the buttons. */
export function listingActionsOf(listing: ListingState, now: Date): ListingAction[] {
  const actions = [...actionsByStatus[listing.status]];
  if (renewable(listing, now)) actions.push("renew");
  return actions;
}

/** Why the seller may not do `action` now (the refusal's words), or null when they may. */
export function listingActionRefusal(listing: ListingState, action: ListingAction, now: Date): string | null {
  if (listingActionsOf(listing, now).includes(action)) return null;
  switch (action) {
    case "publish":
    case "delete":
      return listingMessages.notDraft;
    case "renew":
      return listingMessages.notRenewable;
    case "markSold":
    case "withdraw":
      return listingMessages.notOpen;
    default:
      return listingMessages.notEditable;
  }
}

/** When a listing published (or renewed) at `from` ends: the club's number of days later. */
export function listingEnd(from: Date, listingDays: number): Date {
  return new Date(from.getTime() + listingDays * dayMs);
}

/** The moment before which a listing ending is due for its reminder mail. */
export function reminderDueBefore(now: Date): Date {
  return new Date(now.getTime() + listingReminderDays * dayMs);
}

/** Sold listings stay in the marketplace, marked "Sold", when sold after this moment. */
export function soldShownSince(now: Date): Date {
  return new Date(now.getTime() - soldListingShownDays * dayMs);
}

/**
 * Whether the office approves a listing before it is listed: everyone's when the club says so, and otherwise those of
 * members who joined within the last 90 days (`joinedOn`: the day their first membership began; null: not yet).
 */
export function needsApproval(
  approval: "new_members" | "all",
  joinedOn: string | null,
  today: string,
): boolean {
  if (approval === "all" || joinedOn === null) return true;
  const joined = Date.parse(`${joinedOn}T00:00:00Z`);
  const day = Date.parse(`${today}T00:00:00Z`);
  return day - joined < newMemberDays * dayMs;
}

/** The statuses that count against a member's cap: everything in the marketplace or on its way there. */
export const countedStatuses = [
  "awaiting_payment",
  "awaiting_approval",
  "active",
] as const satisfies readonly ListingStatus[];

/** What the office may remove: the same listings, in the marketplace or on their way there (never a closed one). */
export function removableByOffice(status: ListingStatus): boolean {
  return (countedStatuses as readonly ListingStatus[]).includes(status);
}

/** The fee's line on its invoice, its receipt and the member's payments: what the money was for. */
export function listingFeeDescription(title: string): string {
  return `Marketplace listing: ${title}`;
}

/**
 * The invoice of a listing's fee (cents): one line, the club's money, and the convenience fee every purchase paid
 * online carries (spec §9, as a join, a renewal and an event place do; docs/decisions.md).
 */
export function listingFeeCheckout(title: string, fee: number, feePercent: number): Checkout {
  return checkoutOf(
    [{ kind: "listing_fee", description: listingFeeDescription(title), amount: fee }],
    feePercent,
  );
}
