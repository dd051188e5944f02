import { z } from "zod";
import { addDays, daysBetween } from "./days.ts";
import { coercedIntegerSchema, multiLineTextSchema, singleLineTextSchema } from "./fields.schema.ts";
import { type RenewalWindowSetting, renewalWindowFor } from "./membership-year.rules.ts";
import type { Standing } from "./standing.rules.ts";

// Issue 15: renewal reminders. Who gets which reminder on which day is decided here, from the member's facts and
// the office's schedule, so the daily run, the office's preview and the letters all read one rule.

export const reminderMessages = {
  daysRange: "Each number of days is from 1 to 365",
  daysUnique: "Each number of days may appear once",
  daysCount: "At most six reminders of a kind",
  subjectRequired: "The subject is required",
  bodyRequired: "The message is required",
  unknownPlaceholder: (name: string) =>
    `Unknown placeholder {{${name}}}: use ${reminderPlaceholders.map((p) => `{{${p}}}`).join(", ")}`,
  renewLinkMissing: "The message must carry the renewal link: {{renew_link}}",
};

const daysList = z
  .array(
    z
      .int({ error: reminderMessages.daysRange })
      .min(1, reminderMessages.daysRange)
      .max(365, reminderMessages.daysRange),
  )
  .max(6, reminderMessages.daysCount)
  .refine((days) => new Set(days).size === days.length, { error: reminderMessages.daysUnique });

/** When reminders go out: days before the dues expire, when the renewal window opens, days after a lapse. */
export const reminderScheduleSchema = z.object({
  beforeExpiryDays: daysList,
  windowOpening: z.boolean(),
  afterLapseDays: daysList,
});
export type ReminderSchedule = z.infer<typeof reminderScheduleSchema>;

export const defaultReminderSchedule: ReminderSchedule = {
  beforeExpiryDays: [60, 30, 7],
  windowOpening: true,
  afterLapseDays: [7, 30, 90],
};

export const reminderKinds = ["window_open", "before_expiry", "after_lapse"] as const;
export type ReminderKind = (typeof reminderKinds)[number];

export const reminderPlaceholders = [
  "name",
  "plan",
  "amount",
  "expiry",
  "renew_link",
  "days",
  "club",
] as const;
export type ReminderValues = Record<(typeof reminderPlaceholders)[number], string>;

const placeholderPattern = /\{\{\s*([a-z_]+)\s*\}\}/g;

function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(placeholderPattern)]
    .map((match) => match[1] as string)
    .filter((name) => !(reminderPlaceholders as readonly string[]).includes(name));
}

const templateText = (required: string, text: typeof singleLineTextSchema) =>
  text({ error: required })
    .trim()
    .min(1, required)
    .max(10_000)
    .superRefine((text, context) => {
      for (const name of unknownPlaceholders(text))
        context.addIssue({ code: "custom", message: reminderMessages.unknownPlaceholder(name) });
    });

export const reminderTemplateSchema = z.object({
  subject: templateText(reminderMessages.subjectRequired, singleLineTextSchema).pipe(z.string().max(200)),
  body: templateText(reminderMessages.bodyRequired, multiLineTextSchema).refine(
    (body) => /\{\{\s*renew_link\s*\}\}/.test(body),
    {
      error: reminderMessages.renewLinkMissing,
    },
  ),
});
export type ReminderTemplate = z.infer<typeof reminderTemplateSchema>;

export const reminderTemplatesSchema = z.object({
  windowOpen: reminderTemplateSchema,
  beforeExpiry: reminderTemplateSchema,
  afterLapse: reminderTemplateSchema,
});
export type ReminderTemplates = z.infer<typeof reminderTemplatesSchema>;

/** Each kind of step's template (the API's keys are camelCase, a step's kind is a value). */
export const templateKeyOf = {
  window_open: "windowOpen",
  before_expiry: "beforeExpiry",
  after_lapse: "afterLapse",
} as const satisfies Record<ReminderKind, keyof ReminderTemplates>;

export const defaultReminderTemplates: ReminderTemplates = {
  windowOpen: {
    subject: "Renewal for {{club}} is open",
    body: "Dear {{name}},\n\nRenewal of your {{club}} membership is now open. Your {{plan}} membership runs until {{expiry}}; renewing costs {{amount}}.\n\nRenew in one click, no password needed:\n{{renew_link}}\n\nThank you for being part of the club.",
  },
  beforeExpiry: {
    subject: "Your {{club}} membership expires in {{days}} days",
    body: "Dear {{name}},\n\nYour {{plan}} membership expires on {{expiry}}, in {{days}} days. Renewing costs {{amount}}.\n\nRenew in one click, no password needed:\n{{renew_link}}\n\nIf you have already sent a cheque, thank you: please disregard this message.",
  },
  afterLapse: {
    subject: "We miss you at the {{club}}",
    body: "Dear {{name}},\n\nYour {{plan}} membership lapsed on {{expiry}}. You can restart it today for {{amount}}.\n\nRenew in one click, no password needed:\n{{renew_link}}\n\nWe would be glad to have you back.",
  },
};

/** The template with its placeholders filled; an unknown one is left as written (the schema refuses them). */
export function renderTemplate(text: string, values: ReminderValues): string {
  return text.replace(placeholderPattern, (whole, name: string) =>
    name in values ? values[name as keyof ReminderValues] : whole,
  );
}

/** One step of a membership year's reminders: its id is what the log keeps once per member and year. */
export interface ReminderStep {
  /** window_open, before:60, lapsed:7 */
  id: string;
  kind: ReminderKind;
  /** Days before the dues date or after the lapse; null for the window's opening. */
  days: number | null;
  /** The day it becomes due, YYYY-MM-DD. */
  on: string;
}

/**
 * A step is sent on its day or later (a missed run catches up) until the next step, at most this many days, and
 * a step before expiry only while the membership runs.
 */
export const reminderStaleDays = 30;

function isWithin(day: string, window: { start: string; end: string }) {
  return day >= window.start && day <= window.end;
}

/**
 * The steps of the membership year that ends on `duesExpire`, by date. Before the dues date, a reminder is only
 * scheduled on a day the member can renew (inside that year's renewal window): a reminder whose link would open a
 * renewal the portal refuses is worse than none. The window's opening is the last opening on or before the dues
 * date.
 */
export function reminderSteps(
  duesExpire: string,
  schedule: ReminderSchedule,
  windowSetting?: RenewalWindowSetting,
): ReminderStep[] {
  const open = (day: string) => isWithin(day, renewalWindowFor(day, windowSetting));
  const steps: ReminderStep[] = [];
  if (schedule.windowOpening) {
    const thisYear = renewalWindowFor(duesExpire, windowSetting).start;
    const opening =
      thisYear <= duesExpire ? thisYear : renewalWindowFor(addDays(thisYear, -366), windowSetting).start;
    steps.push({ id: "window_open", kind: "window_open", days: null, on: opening });
  }
  for (const days of schedule.beforeExpiryDays) {
    const on = addDays(duesExpire, -days);
    if (open(on)) steps.push({ id: `before:${days}`, kind: "before_expiry", days, on });
  }
  for (const days of schedule.afterLapseDays)
    steps.push({ id: `lapsed:${days}`, kind: "after_lapse", days, on: addDays(duesExpire, days) });
  return steps.sort((a, b) => (a.on === b.on ? a.id.localeCompare(b.id) : a.on < b.on ? -1 : 1));
}

/** What the reminder rules need to know of a member. */
export interface ReminderFacts {
  /** Where the member stands on the day of the run (standing.rules.ts); a merged duplicate is never asked. */
  standing: Standing;
  duesExpire: string | null;
  renewalDate: string | null;
  /** The year ending on `duesExpire` was given without payment: no reminders of it, before or after it ends. */
  complimentary: boolean;
  /** Publication preference 0 (all in print by mail) or no e-mail address: a printed letter instead. */
  onPaper: boolean;
  /** The member's e-mail address bounces (an SMTP 5xx). */
  bouncing: boolean;
  /** The steps of the year ending on `duesExpire` already sent. */
  sentSteps: readonly string[];
}

export type ReminderSkip =
  | "no_membership"
  | "deceased"
  | "resigned"
  | "lifelong"
  | "complimentary"
  | "renewed"
  | "bouncing"
  | "already_sent"
  | "nothing_due";

export type ReminderDecision =
  | { due: ReminderStep; channel: "email" | "letter" }
  | { due: null; reason: ReminderSkip };

/**
 * The step of the year ending on `duesExpire` that is current on `today` (on its day or later, until the next step,
 * at most reminderStaleDays), or null. It depends on the dues date alone, not on the member.
 */
function currentStep(
  duesExpire: string,
  today: string,
  schedule: ReminderSchedule,
  windowSetting?: RenewalWindowSetting,
): ReminderStep | null {
  const steps = reminderSteps(duesExpire, schedule, windowSetting);
  const index = steps.findLastIndex((step) => step.on <= today);
  const step = steps[index];
  if (!step) return null;
  // A reminder before expiry says the membership is still running: never sent once it has lapsed.
  const lapses = step.kind === "after_lapse" ? undefined : addDays(duesExpire, 1);
  const until = [steps[index + 1]?.on, addDays(step.on, reminderStaleDays), lapses]
    .filter((day): day is string => day !== undefined)
    .sort()[0] as string;
  return today < until ? step : null;
}

/** Which reminder, if any, a member gets on `today`: at most one step, once per membership year. */
export function reminderDue(
  facts: ReminderFacts,
  today: string,
  schedule: ReminderSchedule,
  windowSetting?: RenewalWindowSetting,
): ReminderDecision {
  if (facts.duesExpire === null) return { due: null, reason: "no_membership" };
  if (facts.standing === "deceased" || facts.standing === "resigned")
    return { due: null, reason: facts.standing };
  if (facts.standing === "lifetime") return { due: null, reason: "lifelong" };
  if (facts.complimentary) return { due: null, reason: "complimentary" };
  const window = renewalWindowFor(today, windowSetting);
  if (facts.renewalDate !== null && isWithin(facts.renewalDate, window) && isWithin(today, window))
    return { due: null, reason: "renewed" };
  const step = currentStep(facts.duesExpire, today, schedule, windowSetting);
  if (!step) return { due: null, reason: "nothing_due" };
  if (facts.sentSteps.includes(step.id)) return { due: null, reason: "already_sent" };
  if (!facts.onPaper && facts.bouncing) return { due: null, reason: "bouncing" };
  return { due: step, channel: facts.onPaper ? "letter" : "email" };
}

/** A reminder is never due further than this from the dues date (a year of notice, a year and a month of lapse). */
export const reminderHorizonDays = 400;

/**
 * Issue 41: the dues dates (within the horizon of `today`) whose year has a step current on `today`. The step alone depends on the dues date, so a member whose dues
 * date is not listed has nothing due that day whatever else is true of them (reminderDue): the daily run reads only
 * the members of these dates, a few thousand of 50,000, and decides those.
 */
export function duesDatesWithStepDue(
  today: string,
  schedule: ReminderSchedule,
  windowSetting?: RenewalWindowSetting,
): string[] {
  const dates: string[] = [];
  for (let offset = -reminderHorizonDays; offset <= reminderHorizonDays; offset++) {
    const duesExpire = addDays(today, offset);
    if (currentStep(duesExpire, today, schedule, windowSetting)) dates.push(duesExpire);
  }
  return dates;
}

/**
 * The {{days}} of a reminder sent on `today`: the days left before the dues date, or since the lapse. A reminder
 * caught up late says how it stands that day, not the step's nominal number ("in 36 days", not "in 60").
 */
export function reminderDays(step: ReminderStep, duesExpire: string, today: string): string {
  if (step.kind === "before_expiry") return String(daysBetween(today, duesExpire));
  if (step.kind === "after_lapse") return String(daysBetween(duesExpire, today));
  return "";
}

/** The step in words, for the office: "60 days before expiry", "Renewal window opened", "7 days after lapse". */
export function reminderStepLabel(stepId: string): string {
  if (stepId === "window_open") return "Renewal window opened";
  const [kind, days] = stepId.split(":");
  return kind === "before" ? `${days} days before expiry` : `${days} days after lapse`;
}

/** GET /api/v1/office/reminders/preview?date=&page=: a day's reminders, 50 a page. */
export const reminderPreviewQuerySchema = z.object({
  date: z.iso.date({ error: "Enter the date as YYYY-MM-DD" }),
  page: coercedIntegerSchema().min(1).default(1),
});

export const reminderRowSchema = z.object({
  memberId: z.number(),
  memberNo: z.number(),
  name: z.string(),
  email: z.string(),
  step: z.string(),
  stepLabel: z.string(),
  channel: z.enum(["email", "letter"]),
  duesExpire: z.string(),
});
export type ReminderRow = z.infer<typeof reminderRowSchema>;

export const reminderPreviewSchema = z.object({
  date: z.string(),
  /** This page's reminders, by name; the counts below are the whole day's. */
  reminders: z.array(reminderRowSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** How many of the day's reminders go by e-mail and how many by letter. */
  channels: z.object({ email: z.number().int(), letter: z.number().int() }),
  /** How many members were left out, by reason (lifelong, renewed, bouncing…). */
  skipped: z.record(z.string(), z.number()),
});
export type ReminderPreview = z.infer<typeof reminderPreviewSchema>;

export const reminderRunSchema = z.object({
  date: z.string(),
  emailed: z.number(),
  letters: z.number(),
});

export const reminderSettingsSchema = z.object({
  schedule: reminderScheduleSchema,
  templates: reminderTemplatesSchema,
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

export const reminderTemplatePreviewRequestSchema = z.object({
  kind: z.enum(reminderKinds),
  template: reminderTemplateSchema,
});
export const reminderTemplatePreviewSchema = z.object({ subject: z.string(), body: z.string() });

/** PUT /api/v1/office/reminders/settings: either or both. */
export const reminderSettingsUpdateSchema = z
  .object({ schedule: reminderScheduleSchema.optional(), templates: reminderTemplatesSchema.optional() })
  .refine((update) => update.schedule !== undefined || update.templates !== undefined, {
    error: "Send the schedule, the templates, or both",
  });
