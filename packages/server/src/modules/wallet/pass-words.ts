import type { MembershipCard } from "@club/domain/membership-card.schema";

// What both wallets' passes say of the card, apart from the libraries that draw and sign a pass (loaded at its first
// download, not at start: issue 41).

/** "December 31, 2027", or "Life" on a lifelong plan's card. */
export function validUntilOf(card: MembershipCard): string {
  if (card.lifelong || !card.duesExpire) return "Life";
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${card.duesExpire}T00:00:00Z`),
  );
}
