import type { AnnouncementSegment } from "./announcement.schema.ts";
import { addDays } from "./days.ts";

// Issue 15: the rules of an announcement's segment, read by the server's queries and the office's screens.

const two = (value: number) => String(value).padStart(2, "0");

/**
 * The same day `months` months earlier (YYYY-MM-DD); a day the earlier month lacks becomes its last day
 * (31 March less one month: 28 or 29 February).
 */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) - months;
  const earlierYear = Math.floor(index / 12);
  const earlierMonth = (index % 12) + 1;
  const lastDate = new Date(Date.UTC(earlierYear, earlierMonth, 0)).getUTCDate();
  return `${earlierYear}-${two(earlierMonth)}-${two(Math.min(date, lastDate))}`;
}

/**
 * "Lapsed in the last N months": national dues that ran out from the same day N months ago up to yesterday (dues
 * that run to today are still in force). Both days are included.
 */
export function lapsedWindow(today: string, months: number): { from: string; through: string } {
  return { from: monthsBefore(today, months), through: addDays(today, -1) };
}

/** The segment in the office's words, with the region's name or the event's title it names. */
export function describeSegment(
  segment: AnnouncementSegment,
  names: { regionName?: string | null; eventTitle?: string | null } = {},
): string {
  switch (segment.kind) {
    case "active":
      return "All active members";
    case "region":
      return `Active members of ${names.regionName ?? "a region that no longer exists"}`;
    case "lapsed":
      return `Members whose membership ended in the last ${segment.months === 1 ? "month" : `${segment.months} months`}`;
    case "event":
      return `Members registered for ${names.eventTitle ?? "an event that no longer exists"}`;
  }
}

/** "eleanor@example.org" → "el•••@example.org": enough for its owner to know it, not enough to harvest it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 0) return "•••";
  const local = email.slice(0, at);
  const shown = local.length > 2 ? 2 : 1;
  return `${local.slice(0, shown)}•••${email.slice(at)}`;
}
