import { type MemberResources, memberResourcesSchema } from "@club/domain/archive.schema";
import { defaultConvenienceFeePercent } from "@club/domain/checkout.rules";
import { clubDate, clubTimeZoneSchema, defaultClubTimeZone } from "@club/domain/club-clock";
import {
  defaultMarketplaceSettings,
  type MarketplaceSettings,
  marketplaceSettingsSchema,
} from "@club/domain/marketplace-settings.schema";
import {
  defaultRenewalWindow,
  type RenewalWindowSetting,
  renewalWindowSettingSchema,
} from "@club/domain/membership-year.rules";
import {
  type ClubContact,
  type ClubSettings,
  type ClubSettingsUpdate,
  clubContactSchema,
  convenienceFeePercentSchema,
} from "@club/domain/office-settings.schema";
import { defaultOnlineFeeRule, type OnlineFeeRule, onlineFeeRules } from "@club/domain/region-money.rules";
import {
  defaultReminderSchedule,
  defaultReminderTemplates,
  type ReminderSettings,
  reminderScheduleSchema,
  reminderTemplatesSchema,
} from "@club/domain/reminder-schedule.rules";
import { z } from "zod";
import type { Config } from "../../config.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { changedFields, recordAudit } from "../audit/audit.service.ts";
import { findSettings, insertSettingIfAbsent, upsertSetting } from "./settings.repository.ts";

// The club's settings (issue 14), one JSON value per key in the `settings` table: read from the database each
// time they are used, so a change is in effect at once on every instance. A value that does not parse is logged
// and its default applies (the configuration's, for the contact details).

const keys = {
  renewalWindow: "renewal_window",
  convenienceFeePercent: "convenience_fee_percent",
  contact: "club_contact",
  judgesNamedOnSheets: "judges_named_on_sheets",
  clubTimeZone: "club_time_zone",
  onlineFeeTo: "online_fee_to",
  joinWithoutPassword: "join_without_password",
  marketplace: "marketplace",
} as const;
/** Issue 45: saved on its own page (PUT /office/resources), not with the other settings. */
const memberResourcesKey = "member_resources";

type SettingsContext = Pick<AppContext, "db" | "config" | "log">;

function parsed<T>(
  context: Pick<SettingsContext, "log">,
  key: string,
  schema: z.ZodType<T>,
  stored: unknown,
  fallback: T,
) {
  if (stored === undefined || stored === null) return fallback;
  const result = schema.safeParse(stored);
  if (result.success) return result.data;
  context.log.error({ key, issues: result.error.issues }, "a stored setting is invalid; its default applies");
  return fallback;
}

function defaultContact(config: Config): ClubContact {
  const { officeEmail, officePhone, contactUrl, officeAddress } = config.club;
  return { officeEmail, officePhone, contactUrl, officeAddress };
}

// Contact details saved before the postal address was one of them (issue 25) take the configuration's address.
const storedContactSchema = clubContactSchema.partial({ officeAddress: true });

// The marketplace's settings are read over their defaults, so a setting added later has its default until saved.
const storedMarketplaceSchema = marketplaceSettingsSchema.partial();

function marketplaceSettingsOf(context: Pick<SettingsContext, "log">, stored: unknown): MarketplaceSettings {
  return {
    ...defaultMarketplaceSettings,
    ...parsed(context, keys.marketplace, storedMarketplaceSchema, stored, defaultMarketplaceSettings),
  };
}

/** Every setting, stored or default, in one query. */
export async function getClubSettings(context: SettingsContext): Promise<ClubSettings> {
  const stored = await findSettings(context.db, Object.values(keys));
  return {
    renewalWindow: parsed(
      context,
      keys.renewalWindow,
      renewalWindowSettingSchema,
      stored.get(keys.renewalWindow),
      defaultRenewalWindow,
    ),
    convenienceFeePercent: parsed(
      context,
      keys.convenienceFeePercent,
      convenienceFeePercentSchema,
      stored.get(keys.convenienceFeePercent),
      defaultConvenienceFeePercent,
    ),
    contact: {
      ...defaultContact(context.config),
      ...parsed(
        context,
        keys.contact,
        storedContactSchema,
        stored.get(keys.contact),
        defaultContact(context.config),
      ),
    },
    judgesNamedOnSheets: parsed(
      context,
      keys.judgesNamedOnSheets,
      z.boolean(),
      stored.get(keys.judgesNamedOnSheets),
      false,
    ),
    clubTimeZone: clubTimeZoneOf(context, stored.get(keys.clubTimeZone)),
    onlineFeeTo: onlineFeeRuleOf(context, stored.get(keys.onlineFeeTo)),
    joinWithoutPassword: parsed(
      context,
      keys.joinWithoutPassword,
      z.boolean(),
      stored.get(keys.joinWithoutPassword),
      false,
    ),
    marketplace: marketplaceSettingsOf(context, stored.get(keys.marketplace)),
  };
}

function onlineFeeRuleOf(context: Pick<SettingsContext, "log">, stored: unknown): OnlineFeeRule {
  return parsed(context, keys.onlineFeeTo, z.enum(onlineFeeRules), stored, defaultOnlineFeeRule);
}

/** Issue 42: who keeps the convenience fee of a payment settling now (region-money.rules.ts shares it). */
export async function getOnlineFeeRule(context: SettingsContext): Promise<OnlineFeeRule> {
  const stored = await findSettings(context.db, [keys.onlineFeeTo]);
  return onlineFeeRuleOf(context, stored.get(keys.onlineFeeTo));
}

/**
 * The club's time zone from its stored value (as another module's query read it, or this module's); none or one this
 * runtime does not know: America/Chicago.
 */
export function clubTimeZoneOf(context: Pick<SettingsContext, "log">, stored: unknown): string {
  return parsed(context, keys.clubTimeZone, clubTimeZoneSchema, stored, defaultClubTimeZone);
}

/** Issue 40: the zone every time a person reads is written in (mail, the gate, PDFs, CSVs, the calendar). */
export async function getClubTimeZone(context: SettingsContext): Promise<string> {
  const stored = await findSettings(context.db, [keys.clubTimeZone]);
  return clubTimeZoneOf(context, stored.get(keys.clubTimeZone));
}

/** Issue 42: the club's day now, YYYY-MM-DD in its time zone: the day an officer's term begins or ends on. */
export async function getClubToday(context: SettingsContext & Pick<AppContext, "now">): Promise<string> {
  return clubDate(context.now(), await getClubTimeZone(context));
}

/** The renewal window alone, stored or default: memberships reads it for every renewal and every standing. */
export async function getRenewalWindow(context: SettingsContext): Promise<RenewalWindowSetting> {
  const stored = await findSettings(context.db, [keys.renewalWindow]);
  return renewalWindowOf(context, stored.get(keys.renewalWindow));
}

/** The renewal window from its stored value as another module's query read it; invalid or none: the default. */
export function renewalWindowOf(
  context: Pick<SettingsContext, "log">,
  stored: unknown,
): RenewalWindowSetting {
  return parsed(context, keys.renewalWindow, renewalWindowSettingSchema, stored, defaultRenewalWindow);
}

/** Issue 29: whether entrants read their score sheets with the judges' names, as the club chose (not by default). */
export async function judgesNamedOnSheets(context: SettingsContext): Promise<boolean> {
  return (await getClubSettings(context)).judgesNamedOnSheets;
}

/** Issue 43: whether a joiner may skip the password and sign in with codes by e-mail, as the club chose. */
export async function joinWithoutPassword(context: SettingsContext): Promise<boolean> {
  const stored = await findSettings(context.db, [keys.joinWithoutPassword]);
  return parsed(context, keys.joinWithoutPassword, z.boolean(), stored.get(keys.joinWithoutPassword), false);
}

/** Issue 44: the marketplace's settings as the office set them (the listings module's rules read them). */
export async function getMarketplaceSettings(context: SettingsContext): Promise<MarketplaceSettings> {
  const stored = await findSettings(context.db, [keys.marketplace]);
  return marketplaceSettingsOf(context, stored.get(keys.marketplace));
}

/** spec §2: the four links of Member Resources, at the configuration's addresses, until the office changes the list. */
function defaultMemberResources(config: Config): MemberResources {
  const { resources } = config.club;
  return {
    resources: [
      {
        label: "Current Publications",
        about: "Read the latest issues of the club magazine and bulletin.",
        url: resources.currentPublications,
      },
      {
        label: "Historical Publications",
        about: "Browse the archive of past magazines and bulletins.",
        url: resources.historicalPublications,
      },
      {
        label: "Club Technicians (PDF)",
        about: "Find members who offer their know-how on the care and restoration of Classics.",
        url: resources.clubTechnicians,
      },
      {
        label: "Membership Handbook (PDF)",
        about: "Everything about your membership: the club's rules, events, awards and how to take part.",
        url: resources.membershipHandbook,
      },
    ],
  };
}

/** Issue 45: GET /resources, the Member Resources page's links as the office keeps them. */
export async function getMemberResources(context: SettingsContext): Promise<MemberResources> {
  const stored = await findSettings(context.db, [memberResourcesKey]);
  const fallback = defaultMemberResources(context.config);
  return parsed(context, memberResourcesKey, memberResourcesSchema, stored.get(memberResourcesKey), fallback);
}

/** Issue 45: PUT /office/resources (office administrator): the whole list, in its order, audited. */
export async function saveMemberResources(
  context: AppContext,
  actorId: number,
  list: MemberResources,
): Promise<MemberResources> {
  await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const before = await getMemberResources(inTransaction);
    await upsertSetting(tx, memberResourcesKey, list, context.now());
    await recordAudit(inTransaction, {
      actorId,
      memberId: null,
      action: "member_resources_changed",
      before,
      after: list,
    });
  });
  return getMemberResources(context);
}

/** The configuration with the office's contact details as they are set now: what pages and mail show. */
export async function configWithClubSettings(context: SettingsContext): Promise<Config> {
  const { contact } = await getClubSettings(context);
  return { ...context.config, club: { ...context.config.club, ...contact } };
}

/**
 * The update as whole settings: contact details sent without the postal address (a client of before issue 25) keep
 * the saved one, and the marketplace's settings left out keep theirs.
 */
function withSavedValuesKept(before: ClubSettings, update: ClubSettingsUpdate): Partial<ClubSettings> {
  const { contact, marketplace, ...others } = update;
  return {
    ...others,
    ...(contact && {
      contact: { ...contact, officeAddress: contact.officeAddress ?? before.contact.officeAddress },
    }),
    ...(marketplace && { marketplace: { ...before.marketplace, ...marketplace } }),
  };
}

/** PUT /office/settings (office): the settings sent are saved together, with one audit entry of what changed. */
export async function saveClubSettings(
  context: AppContext,
  actorId: number,
  update: ClubSettingsUpdate,
): Promise<ClubSettings> {
  const zoneBefore = await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const before = await getClubSettings(inTransaction);
    const now = context.now();
    const values = withSavedValuesKept(before, update);
    for (const [name, key] of Object.entries(keys) as [keyof typeof keys, string][]) {
      if (values[name] !== undefined) await upsertSetting(tx, key, values[name], now);
    }
    const change = changedFields(before, values);
    if (Object.keys(change.after).length > 0)
      await recordAudit(inTransaction, { actorId, memberId: null, action: "settings_changed", ...change });
    return before.clubTimeZone;
  });
  const saved = await getClubSettings(context);
  // The scheduled jobs (the day's reminders, the purges) keep the club's hours in its new zone.
  if (saved.clubTimeZone !== zoneBefore) await context.jobs.keepSchedulesIn(saved.clubTimeZone);
  return saved;
}

const reminderKeys = { schedule: "reminder_schedule", templates: "reminder_templates" } as const;

/** The renewal reminders' schedule and templates (issue 15), stored or the defaults. */
export async function getReminderSettings(context: SettingsContext): Promise<ReminderSettings> {
  const stored = await findSettings(context.db, Object.values(reminderKeys));
  return {
    schedule: parsed(
      context,
      reminderKeys.schedule,
      reminderScheduleSchema,
      stored.get(reminderKeys.schedule),
      defaultReminderSchedule,
    ),
    templates: parsed(
      context,
      reminderKeys.templates,
      reminderTemplatesSchema,
      stored.get(reminderKeys.templates),
      defaultReminderTemplates,
    ),
  };
}

/** PUT /office/reminders/settings (office administrator): saved together, with one audit entry of what changed. */
export async function saveReminderSettings(
  context: AppContext,
  actorId: number,
  update: Partial<ReminderSettings>,
): Promise<ReminderSettings> {
  await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const before = await getReminderSettings(inTransaction);
    const now = context.now();
    for (const [name, key] of Object.entries(reminderKeys) as [keyof typeof reminderKeys, string][]) {
      if (update[name] !== undefined) await upsertSetting(tx, key, update[name], now);
    }
    const change = changedFields(before, update);
    if (Object.keys(change.after).length > 0)
      await recordAudit(inTransaction, {
        actorId,
        memberId: null,
        action: "reminder_settings_changed",
        ...change,
      });
  });
  return getReminderSettings(context);
}

/**
 * A value every instance must share and none may replace once written (a signing secret): the first instance to
 * ask stores its `fresh` value, and every instance reads back the one stored.
 */
export async function sharedSetting(context: Pick<AppContext, "db" | "now">, key: string, fresh: string) {
  await insertSettingIfAbsent(context.db, key, fresh, context.now());
  return (await findSettings(context.db, [key])).get(key);
}
