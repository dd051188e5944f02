import { museumCostCents, museumLevels } from "./giving.rules.ts";

// spec §9: a 3% convenience fee (rounded to the cent) is added to the total at checkout; the office may set
// another percentage (issue 14, the club's settings).
export const defaultConvenienceFeePercent = 3;

export interface CheckoutItem {
  kind:
    | "national"
    | "national_associate"
    | "regional"
    | "regional_associate"
    | "club_donation"
    | "educational_foundation"
    | "museum"
    | "event_member"
    | "event_associate"
    | "event_guest"
    | "event_item";
  description: string;
  amount: number;
}

export interface CheckoutPrices {
  nationalPlan: {
    title: string;
    cost: number;
    lifelong: boolean;
    associatePlan: { title: string; cost: number };
  };
  associate: boolean;
  regionalPlans: { title: string; cost: number; associateCost: number; associate: boolean }[];
  clubDonationAmount: number;
  educationalFoundationAmount: number;
  museumMembershipLevel: number;
}

export interface Checkout {
  items: CheckoutItem[];
  subtotal: number;
  fee: number;
  total: number;
}

/**
 * The invoice of a join or renewal, every amount in cents, computed from the plan prices and the convenience fee's
 * percentage alone. The fee is for paying online: an invoice the office opens for a cheque or cash has none (0).
 */
export function computeCheckout(
  prices: CheckoutPrices,
  options = { feePercent: defaultConvenienceFeePercent },
): Checkout {
  const plan = prices.nationalPlan;
  const items: CheckoutItem[] = [{ kind: "national", description: plan.title, amount: plan.cost }];
  if (prices.associate) {
    const term = plan.lifelong ? "one-time" : "yearly";
    items.push({
      kind: "national_associate",
      description: `${plan.associatePlan.title} (${term})`,
      amount: plan.associatePlan.cost,
    });
  }
  for (const regional of prices.regionalPlans) {
    items.push({ kind: "regional", description: regional.title, amount: regional.cost });
    if (regional.associate && prices.associate) {
      items.push({
        kind: "regional_associate",
        description: `${regional.title}, associate`,
        amount: regional.associateCost,
      });
    }
  }
  if (prices.clubDonationAmount > 0) {
    items.push({
      kind: "club_donation",
      description: "Donation to the club",
      amount: prices.clubDonationAmount,
    });
  }
  if (prices.educationalFoundationAmount > 0) {
    items.push({
      kind: "educational_foundation",
      description: "Donation to the Educational Foundation",
      amount: prices.educationalFoundationAmount,
    });
  }
  if (prices.museumMembershipLevel > 0) {
    const label = museumLevels.find((level) => level.value === prices.museumMembershipLevel)?.label ?? "";
    items.push({
      kind: "museum",
      description: `Museum membership, ${label}`,
      amount: museumCostCents(prices.museumMembershipLevel),
    });
  }
  return checkoutOf(items, options.feePercent);
}

/** The invoice of these lines: their sum, and the convenience fee on it (rounded to the cent). */
export function checkoutOf(items: CheckoutItem[], feePercent: number): Checkout {
  const subtotal = items.reduce((sum, item) => sum + item.amount, 0);
  const fee = Math.round((subtotal * feePercent) / 100);
  return { items, subtotal, fee, total: subtotal + fee };
}

/** The fee's percentage as an invoice shows it ("3", "2.5"), read from its own amounts. */
export function feePercentOf(invoice: { subtotal: number; fee: number }): string {
  if (invoice.subtotal === 0) return "0";
  return String(Math.round((invoice.fee / invoice.subtotal) * 1000) / 10);
}

/**
 * Issue 40: the fee's one name (spec §9), on every screen, receipt, mail and file. It was also called "Card fee if
 * paying online", "Online fee" and "Online payment fee", which read as three different charges.
 */
export const convenienceFeeName = "Convenience fee";

/** "Convenience fee (3%)": the fee's line on an invoice, with the percentage read from its own amounts. */
export function convenienceFeeLabel(invoice: { subtotal: number; fee: number }): string {
  return `${convenienceFeeName} (${feePercentOf(invoice)}%)`;
}
