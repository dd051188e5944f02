import { museumCostCents, museumLevels } from "./giving.rules.ts";
import type { Selections } from "./join.schema.ts";

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
    | "event_item"
    | "listing_fee";
  description: string;
  amount: number;
  /** Issue 42: the region this line's money is the region's (its dues, a region-run event's income); none: national's. */
  regionId?: number | null;
}

export interface CheckoutPrices {
  nationalPlan: {
    title: string;
    cost: number;
    lifelong: boolean;
    associatePlan: { title: string; cost: number };
  };
  associate: boolean;
  regionalPlans: {
    title: string;
    cost: number;
    associateCost: number;
    associate: boolean;
    regionId?: number;
  }[];
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
    const regionId = regional.regionId ?? null;
    items.push({ kind: "regional", description: regional.title, amount: regional.cost, regionId });
    if (regional.associate && prices.associate) {
      items.push({
        kind: "regional_associate",
        description: `${regional.title}, associate`,
        amount: regional.associateCost,
        regionId,
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

/**
 * The plans a join or a renewal may be priced from: the national plans offered (online and active) and the active
 * regional plans, by id. A page reads the one or two it needs; a reminders run or a day's letters read them all once
 * (issue 41) and price every member from them, by the same rule.
 */
export interface OfferedPlans {
  nationalPlans: ReadonlyMap<number, CheckoutPrices["nationalPlan"]>;
  regionalPlans: ReadonlyMap<
    number,
    { title: string; cost: number; associateCost: number; regionId?: number }
  >;
}

/** Why selections cannot be priced: the national plan, or one of the regional plans, is not offered. */
export type PricingRefusal = "plan_not_offered" | "regional_plan_unknown";

/**
 * What these selections cost from the plans offered, paid online with the fee of `feePercent` (0 at the office);
 * or why they cannot be priced. Amounts the member chose (donations, the museum level) are theirs, the plans' prices
 * are the club's: nothing the browser sent is priced.
 */
export function priceSelectionsFrom(
  selections: Selections,
  offered: OfferedPlans,
  feePercent: number,
): { checkout: Checkout } | { refused: PricingRefusal } {
  const nationalPlan = offered.nationalPlans.get(selections.nationalPlan);
  if (!nationalPlan) return { refused: "plan_not_offered" };
  const regionalPlans: CheckoutPrices["regionalPlans"] = [];
  for (const choice of selections.regionalPlans) {
    const plan = offered.regionalPlans.get(choice.regionalId);
    if (!plan) return { refused: "regional_plan_unknown" };
    regionalPlans.push({
      title: plan.title,
      cost: plan.cost,
      associateCost: plan.associateCost,
      associate: choice.associate,
      regionId: plan.regionId,
    });
  }
  const checkout = computeCheckout(
    {
      nationalPlan,
      associate: selections.associate !== null,
      regionalPlans,
      clubDonationAmount: selections.clubDonation ? (selections.clubDonationAmount ?? 0) : 0,
      educationalFoundationAmount: selections.educationalFoundation
        ? (selections.educationalFoundationAmount ?? 0)
        : 0,
      museumMembershipLevel: selections.museum ? selections.museumMembershipLevel : 0,
    },
    { feePercent },
  );
  return { checkout };
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
