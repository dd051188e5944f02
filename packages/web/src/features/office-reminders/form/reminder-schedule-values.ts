import { type ReminderSchedule, reminderScheduleSchema } from "@club/domain/reminder-schedule.rules";
import { ApiError, errorsOf, type FieldErrors } from "../../../api/api-error.ts";
import { daysInWords } from "../format/reminder-format.ts";

// The reminder schedule's form (issue 15): each number of days as typed, checked with the domain's schema.

export interface ScheduleValues {
  beforeExpiryDays: string[];
  windowOpening: boolean;
  afterLapseDays: string[];
}

export type DaysList = "beforeExpiryDays" | "afterLapseDays";

/** A message per part of the schedule, keyed as the schema names it: "beforeExpiryDays", "afterLapseDays.0". */
export type ScheduleErrors = Record<string, string>;

export function scheduleToValues(schedule: ReminderSchedule): ScheduleValues {
  return {
    beforeExpiryDays: schedule.beforeExpiryDays.map(String),
    windowOpening: schedule.windowOpening,
    afterLapseDays: schedule.afterLapseDays.map(String),
  };
}

// A blank or a word reads as NaN, which the schema refuses with its own "from 1 to 365".
const toDays = (texts: string[]) => texts.map((text) => (text.trim() === "" ? Number.NaN : Number(text)));

/**
 * The schedule the form holds, or the schema's messages. Days before expiry are sent latest first and days after
 * a lapse earliest first, so the saved schedule reads in the order the reminders go out.
 */
export function checkSchedule(
  values: ScheduleValues,
): { schedule: ReminderSchedule; errors?: never } | { schedule?: never; errors: ScheduleErrors } {
  const parsed = reminderScheduleSchema.safeParse({
    beforeExpiryDays: toDays(values.beforeExpiryDays),
    windowOpening: values.windowOpening,
    afterLapseDays: toDays(values.afterLapseDays),
  });
  if (!parsed.success) {
    const errors: ScheduleErrors = {};
    for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
    return { errors };
  }
  const { beforeExpiryDays, afterLapseDays, windowOpening } = parsed.data;
  return {
    schedule: {
      beforeExpiryDays: [...beforeExpiryDays].sort((a, b) => b - a),
      windowOpening,
      afterLapseDays: [...afterLapseDays].sort((a, b) => a - b),
    },
  };
}

/** A refused save: what the server names in the schedule shows there, the rest is listed above the buttons. */
export function scheduleServerErrors(error: unknown): { fields: ScheduleErrors; other?: FieldErrors } {
  const errors = errorsOf(error);
  if (!(error instanceof ApiError) || !errors) return { fields: {}, other: errors };
  const fields: ScheduleErrors = {};
  const other: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    if (key.startsWith("schedule.")) fields[key.slice("schedule.".length)] = messages.join(" ");
    else other[key] = messages;
  }
  return { fields, other: Object.keys(other).length > 0 ? other : undefined };
}

/** One list's messages and which of its numbers they are about. */
export function listErrors(errors: ScheduleErrors, list: DaysList) {
  const messages = new Set<string>();
  const items = new Set<number>();
  for (const [path, message] of Object.entries(errors)) {
    const [name, index] = path.split(".");
    if (name !== list) continue;
    messages.add(message);
    if (index !== undefined) items.add(Number(index));
  }
  return { message: [...messages].join(" ") || undefined, items };
}

/** The errors left once a list is edited: its own go, they are checked again on saving. */
export function withoutListErrors(errors: ScheduleErrors, list: string): ScheduleErrors {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => path.split(".")[0] !== list));
}

const sameDays = (a: number[], b: number[]) => a.length === b.length && a.every((day, i) => day === b[i]);

/** What the save will change, in words, for the question before it. */
export function scheduleChanges(before: ReminderSchedule, after: ReminderSchedule): string[] {
  const lines: string[] = [];
  if (!sameDays(before.beforeExpiryDays, after.beforeExpiryDays))
    lines.push(
      `Before the dues expire: ${daysInWords(after.beforeExpiryDays)} (was ${daysInWords(before.beforeExpiryDays)}).`,
    );
  if (before.windowOpening !== after.windowOpening)
    lines.push(
      after.windowOpening
        ? "A reminder goes out when the renewal window opens (it did not)."
        : "No reminder goes out when the renewal window opens (one did).",
    );
  if (!sameDays(before.afterLapseDays, after.afterLapseDays))
    lines.push(
      `After a lapse: ${daysInWords(after.afterLapseDays)} (was ${daysInWords(before.afterLapseDays)}).`,
    );
  return lines;
}
