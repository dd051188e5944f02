import { z } from "zod";

// The club's clock (issue 40): one time zone, the office's setting, in which every moment a person reads is written
// — on screens, in mail, PDFs, CSVs and calendars. Members live in the club's zone, not in UTC. These are the one
// date formatter and the one time formatter; nothing else turns a moment into words.

/** Where the club is unless the office says otherwise. */
export const defaultClubTimeZone = "America/Chicago";

export const clubClockMessages = {
  timeZone: "Choose the club's time zone from the list (for example America/Chicago)",
};

/** The IANA zones this runtime knows, as the office's list offers them. */
export function clubTimeZones(): string[] {
  return Intl.supportedValuesOf("timeZone");
}

/** An IANA zone name such as America/Chicago: one the runtime knows, so every formatter below accepts it. */
export const clubTimeZoneSchema = z
  .string({ error: clubClockMessages.timeZone })
  .trim()
  .refine((zone) => clubTimeZones().includes(zone), { error: clubClockMessages.timeZone });

const formatters = new Map<
  string,
  { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat; zone: Intl.DateTimeFormat }
>();

function formattersOf(timeZone: string) {
  let found = formatters.get(timeZone);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }),
      time: new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }),
      zone: new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longGeneric" }),
    };
    formatters.set(timeZone, found);
  }
  return found;
}

/** The day a moment falls on in the club's zone, YYYY-MM-DD as the spec writes dates (§9). */
export function clubDate(moment: Date, timeZone: string): string {
  return formattersOf(timeZone).day.format(moment);
}

/** The zone as people say it: "Central Time", "Pacific Time". */
export function clubZoneName(timeZone: string, at: Date = new Date(0)): string {
  const part = formattersOf(timeZone)
    .zone.formatToParts(at)
    .find((each) => each.type === "timeZoneName");
  return part?.value ?? timeZone;
}

/** "9:49 PM Central Time": the time of a moment in the club's zone, saying which zone. */
export function clubTime(moment: Date, timeZone: string): string {
  return `${formattersOf(timeZone).time.format(moment)} ${clubZoneName(timeZone, moment)}`;
}

/**
 * "2026-12-03 9:49 PM": a moment in a table's cell or a spreadsheet's, where every row is in the same zone (the
 * club's, which the page or the office's settings name) and the rows sort by it.
 */
export function clubDateTime(moment: Date, timeZone: string): string {
  return `${clubDate(moment, timeZone)} ${formattersOf(timeZone).time.format(moment)}`;
}

/** "9:49 PM Central Time on 2026-12-03": a moment as mails, the gate and letters name it. */
export function clubMoment(moment: Date, timeZone: string): string {
  return `${clubTime(moment, timeZone)} on ${clubDate(moment, timeZone)}`;
}
