import type { MarketplaceSettings } from "@club/domain/marketplace-settings.schema";
import { centsToDollarsText, dollarsToCents } from "../../../office-kit/dollars.ts";
import type { MarketplaceValues } from "./settings-values.ts";

// Issue 44: the marketplace's settings between the form (the fee in dollars) and the API (in cents), and in words.

export const marketplaceFields = [
  "marketplace.enabled",
  "marketplace.listingDays",
  "marketplace.approval",
  "marketplace.maxActive",
  "marketplace.fee",
  "marketplace.public",
] as const;

export function marketplaceValuesOf(settings: MarketplaceSettings): MarketplaceValues {
  return {
    ...settings,
    listingDays: String(settings.listingDays),
    maxActive: String(settings.maxActive),
    fee: centsToDollarsText(settings.fee),
  };
}

/** What is not a whole number or an amount of dollars reads as NaN, which the schema refuses in the field's words. */
const wholeNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.trim()));

export function marketplaceBodyOf(values: MarketplaceValues): MarketplaceSettings {
  return {
    ...values,
    listingDays: wholeNumber(values.listingDays),
    maxActive: wholeNumber(values.maxActive),
    fee: dollarsToCents(values.fee) ?? Number.NaN,
  };
}

/** Only the marketplace's settings that differ from those loaded (the API keeps the others). */
export function changedMarketplace(
  before: MarketplaceSettings,
  after: Partial<MarketplaceSettings>,
): Partial<MarketplaceSettings> {
  const update: Partial<MarketplaceSettings> = {};
  for (const key of Object.keys(after) as (keyof MarketplaceSettings)[])
    if (after[key] !== undefined && after[key] !== before[key]) Object.assign(update, { [key]: after[key] });
  return update;
}

const dollars = (cents: number) => (cents === 0 ? "free" : `$${centsToDollarsText(cents)}`);

/** What a change of the marketplace's settings does, in words, for the question before saving. */
export function marketplaceChanges(
  before: MarketplaceSettings,
  after: Partial<MarketplaceSettings>,
): string[] {
  const lines: string[] = [];
  if (after.enabled !== undefined)
    lines.push(
      after.enabled
        ? "The marketplace opens: members may list, and the Classifieds link shows."
        : "The marketplace closes: members can no longer list or browse it.",
    );
  if (after.listingDays !== undefined)
    lines.push(
      `New and renewed listings last ${after.listingDays} days (was ${before.listingDays}). Listings already up keep their end date.`,
    );
  if (after.approval !== undefined)
    lines.push(
      after.approval === "all"
        ? "The office approves every listing before it is listed."
        : "The office approves the listings of new members (joined within 90 days) before they are listed.",
    );
  if (after.maxActive !== undefined)
    lines.push(
      `A member may have ${after.maxActive} listings at once, listed or waiting (was ${before.maxActive}).`,
    );
  if (after.fee !== undefined)
    lines.push(`Publishing a listing costs ${dollars(after.fee)} (was ${dollars(before.fee)}).`);
  if (after.public !== undefined)
    lines.push(
      after.public
        ? "Cars and parts for sale are shown to the public too, without members' names."
        : "Only members see the marketplace.",
    );
  return lines;
}
