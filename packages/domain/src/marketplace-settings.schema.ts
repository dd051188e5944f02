import { z } from "zod";
import { integerSchema } from "./fields.schema.ts";

// Issue 44: the office's settings of the marketplace, apart from the listings' schemas: the site config (in every
// page's first script) reads them, and the login page's budget of JavaScript has no room for the listings' words.

/** What the office is told of a marketplace setting it cannot save, in words (the settings page shows them). */
export const marketplaceSettingsMessages = {
  enabled: "Marketplace open is true or false",
  listingDays: "A listing lasts from 7 to 365 days, in whole days",
  approval: "Choose whose listings the office approves: new members' or all",
  maxActive: "Listings per member is a whole number from 1 to 100",
  fee: "The fee is from $0.00 to $1,000.00",
  public: "Shown to the public is true or false",
};

/** The office's settings of the marketplace (PUT /api/v1/office/settings, `marketplace`). */
export const marketplaceSettingsSchema = z.object({
  /** The header's Classifieds link opens the marketplace, and members may list. */
  enabled: z.boolean({ error: marketplaceSettingsMessages.enabled }),
  /** How long a listing lasts, in days. */
  listingDays: integerSchema({ error: marketplaceSettingsMessages.listingDays })
    .min(7, { error: marketplaceSettingsMessages.listingDays })
    .max(365, { error: marketplaceSettingsMessages.listingDays }),
  /** Which listings the office approves before they are listed: new members' (joined within 90 days), or all. */
  approval: z.enum(["new_members", "all"], { error: marketplaceSettingsMessages.approval }),
  /** Listings one member may have in the marketplace (listed or waiting) at once. */
  maxActive: integerSchema({ error: marketplaceSettingsMessages.maxActive })
    .min(1, { error: marketplaceSettingsMessages.maxActive })
    .max(100, { error: marketplaceSettingsMessages.maxActive }),
  /** What publishing a listing costs, in cents (0: free). */
  fee: integerSchema({ error: marketplaceSettingsMessages.fee })
    .min(0, { error: marketplaceSettingsMessages.fee })
    .max(100_000, { error: marketplaceSettingsMessages.fee }),
  /** Whether cars and parts for sale are shown to the public too (without members' names). */
  public: z.boolean({ error: marketplaceSettingsMessages.public }),
});
export type MarketplaceSettings = z.infer<typeof marketplaceSettingsSchema>;
export const defaultMarketplaceSettings: MarketplaceSettings = {
  enabled: true,
  listingDays: 60,
  approval: "new_members",
  maxActive: 5,
  fee: 0,
  public: false,
};
