import { z } from "zod";
import { defaultClubTimeZone } from "./club-time-zone.ts";
import { addDays } from "./days.ts";

// The club's clock (issue 40): one time zone, the office's setting, in which every moment a person reads is written
// — on screens, in mail, PDFs, CSVs and calendars. Members live in the club's zone, not in UTC. These are the one
// date formatter and the one time formatter; nothing else turns a moment into words.

export { defaultClubTimeZone };

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

type Formatters = Record<"day" | "time" | "zone" | "wallClock", Intl.DateTimeFormat>;

const formatters = new Map<string, Formatters>();

function formattersOf(timeZone: string): Formatters {
  let found = formatters.get(timeZone);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }),
      time: new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }),
      zone: new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longGeneric" }),
      wallClock: new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        second: "numeric",
      }),
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

/** How far the zone's clocks are ahead of UTC at a moment, in milliseconds (negative west of Greenwich). */
function offsetAt(moment: Date, timeZone: string): number {
  const parts = new Map(
    formattersOf(timeZone)
      .wallClock.formatToParts(moment)
      .map((part) => [part.type, Number(part.value)]),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? 0;
  const wall = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return wall - Math.floor(moment.getTime() / 1000) * 1000;
}

/** The moment a day (YYYY-MM-DD) begins in the club's zone: its local midnight, summer time or not. */
export function clubDayStart(day: string, timeZone: string): Date {
  const midnightUtc = new Date(`${day}T00:00:00Z`).getTime();
  // The offset at UTC midnight, then again at the moment it gives: a change of the clocks between the two is met.
  const guess = midnightUtc - offsetAt(new Date(midnightUtc), timeZone);
  const start = midnightUtc - offsetAt(new Date(guess), timeZone);
  // Where the clocks go forward at midnight (Cuba, the Azores, Egypt), that midnight never shows, and one of the two
  // offsets around the change puts it an hour into the day before: the day begins at the earlier of the two moments
  // that is on the day itself (the moment the clocks change).
  const other = midnightUtc - offsetAt(new Date(start), timeZone);
  const onTheDay = [Math.min(start, other), Math.max(start, other)].find(
    (moment) => clubDate(new Date(moment), timeZone) === day,
  );
  return new Date(onTheDay ?? start);
}

/**
 * The moments of the club's days `from` through `to`, both included, for a filter on timestamps: from the first
 * day's local midnight, before the local midnight after the last. A missing day leaves that end open.
 */
export function momentsOfClubDays(
  from: string | undefined,
  to: string | undefined,
  timeZone: string,
): { from?: Date; before?: Date } {
  return {
    from: from ? clubDayStart(from, timeZone) : undefined,
    before: to ? clubDayStart(addDays(to, 1), timeZone) : undefined,
  };
}
