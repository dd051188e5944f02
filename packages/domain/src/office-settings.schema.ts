import { z } from "zod";
import { clubTimeZoneSchema } from "./club-clock.ts";
import { multiLineTextSchema, singleLineTextSchema, textSchema } from "./fields.schema.ts";
import { marketplaceSettingsSchema } from "./marketplace-settings.schema.ts";
import { renewalWindowSettingSchema } from "./membership-year.rules.ts";
import { onlineFeeRules } from "./region-money.rules.ts";

// The club's settings the office administrator keeps (issue 14): the renewal window, the convenience fee, and how
// members reach the office. In effect at once, on every instance: they are read from the database when used.

export const settingsMessages = {
  onlineFeeTo: "Choose who keeps the convenience fee: national or shared",
  dayOfMonth: "This day does not exist in that month",
  windowOrder: "The window must open before it closes, within one calendar year",
  feeRange: "The fee is a percentage from 0 to 10",
  feeCents: "At most two decimals",
  phoneRequired: "Office phone is required",
  emailFormat: "Enter the office's e-mail address",
  urlFormat: "Enter a web address starting with https://",
  addressRequired: "Office postal address is required",
  addressShape:
    "Office postal address: at most 3 lines of 40 characters each, to fit the renewal letter's slip",
  nothingToChange: "Send at least one setting to change",
  judgesNamed: "Judges named on the score sheets is true or false",
  joinWithoutPassword: "Joining without a password is true or false",
};

const daysInMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const dayExists = (monthDay: string) => {
  const [month, day] = monthDay.split("-").map(Number);
  return (day ?? 0) <= (daysInMonth[(month ?? 1) - 1] ?? 0);
};

/** MM-DD to MM-DD, opening before it closes (the rules compare the days within one year). */
export const renewalWindowInputSchema = renewalWindowSettingSchema
  .refine((window) => dayExists(window.startMonthDay), {
    path: ["startMonthDay"],
    error: settingsMessages.dayOfMonth,
  })
  .refine((window) => dayExists(window.endMonthDay), {
    path: ["endMonthDay"],
    error: settingsMessages.dayOfMonth,
  })
  .refine((window) => window.startMonthDay <= window.endMonthDay, {
    path: ["endMonthDay"],
    error: settingsMessages.windowOrder,
  });

export const convenienceFeePercentSchema = z
  .number({ error: settingsMessages.feeRange })
  .min(0, { error: settingsMessages.feeRange })
  .max(10, { error: settingsMessages.feeRange })
  // Two decimals at most, exactly as typed (issue 39: 1e-300 is within the range but no percent anyone types).
  .refine((percent) => Number(percent.toFixed(2)) === percent, {
    error: settingsMessages.feeCents,
  });

const officeAddressLimits = { lines: 3, lineLength: 40 };

/** A textarea's lines as the letter prints them: LF only, no spaces at their ends, no blank ones. */
function tidyLines(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .join("\n");
}

/**
 * Where members post cheques (issue 25), printed on the renewal letter's slip: a few short lines (the club's name is
 * printed above them), kept with their line breaks, blank lines and spaces at the ends dropped.
 */
export const officeAddressSchema = multiLineTextSchema({ error: settingsMessages.addressRequired })
  .overwrite(tidyLines)
  .min(1, { error: settingsMessages.addressRequired })
  .refine(
    (text) => {
      const lines = text.split("\n");
      const { lines: most, lineLength } = officeAddressLimits;
      return lines.length <= most && lines.every((line) => line.length <= lineLength);
    },
    { error: settingsMessages.addressShape },
  );

export const clubContactSchema = z.object({
  officeEmail: textSchema({ error: settingsMessages.emailFormat })
    .trim()
    .max(254)
    .pipe(z.email({ error: settingsMessages.emailFormat })),
  officePhone: singleLineTextSchema({ error: settingsMessages.phoneRequired })
    .trim()
    .min(1, { error: settingsMessages.phoneRequired })
    .max(40),
  contactUrl: z.url({ protocol: /^https?$/, error: settingsMessages.urlFormat }),
  officeAddress: officeAddressSchema,
});
export type ClubContact = z.infer<typeof clubContactSchema>;

/** GET /api/v1/office/settings. */
export const clubSettingsSchema = z.object({
  renewalWindow: renewalWindowSettingSchema,
  convenienceFeePercent: z.number(),
  contact: clubContactSchema,
  /** Issue 29: whether an entrant reads their car's score sheets with the judges' names (the club chooses; not by default). */
  judgesNamedOnSheets: z.boolean(),
  /** Issue 40: the club's IANA time zone, in which every time a person reads is written (default America/Chicago). */
  clubTimeZone: z.string(),
  /** Issue 42: who keeps the convenience fee: national (the default), or each region its part ("shared"). */
  onlineFeeTo: z.enum(onlineFeeRules),
  /** Issue 43: whether a joiner may skip the password at step 2 and sign in with codes by e-mail (not by default). */
  joinWithoutPassword: z.boolean(),
  /** Issue 44: the marketplace's settings (open or not, how long a listing lasts, approval, the fee, public). */
  marketplace: marketplaceSettingsSchema,
});
export type ClubSettings = z.infer<typeof clubSettingsSchema>;

/** PUT /api/v1/office/settings: any of them; what is left out keeps its value. */
export const clubSettingsUpdateSchema = z
  .object({
    renewalWindow: renewalWindowInputSchema.optional(),
    convenienceFeePercent: convenienceFeePercentSchema.optional(),
    // Without the postal address (a client of before issue 25), the saved one is kept.
    contact: clubContactSchema.partial({ officeAddress: true }).optional(),
    judgesNamedOnSheets: z.boolean({ error: settingsMessages.judgesNamed }).optional(),
    clubTimeZone: clubTimeZoneSchema.optional(),
    onlineFeeTo: z.enum(onlineFeeRules, { error: settingsMessages.onlineFeeTo }).optional(),
    joinWithoutPassword: z.boolean({ error: settingsMessages.joinWithoutPassword }).optional(),
    // Any of the marketplace's settings; those left out keep their value.
    marketplace: marketplaceSettingsSchema.partial().optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    error: settingsMessages.nothingToChange,
  });
export type ClubSettingsUpdate = z.output<typeof clubSettingsUpdateSchema>;
