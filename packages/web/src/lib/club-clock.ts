import { clubDate, clubDateTime, clubMoment } from "@club/domain/club-clock";
import { clubClockZone } from "./club-clock-zone.ts";

// The club's clock in the web (issue 40): every moment a page writes is in the club's time zone (the office's
// setting, told by the site config), never the reader's own zone nor UTC, through the domain's one date and one time
// formatter. The zone is set by SiteConfigProvider, which renders nothing before the site config is loaded: so it is
// known before any moment is written, and dozens of table columns and status lines can stay plain functions.

export { clubClockZone, setClubClockZone } from "./club-clock-zone.ts";

const momentOf = (value: string | Date): Date | null => {
  const at = value instanceof Date ? value : new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
};

/**
 * The day of a moment (an ISO timestamp) in the club's zone, YYYY-MM-DD as the spec writes dates. A day
 * (YYYY-MM-DD) is already one: it stays as it is, not moved by the zone.
 */
export function dayOfMoment(value: string | Date): string {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const at = momentOf(value);
  return at ? clubDate(at, clubClockZone()) : String(value);
}

/** "9:49 PM Central Time on 2026-12-03": a moment in a sentence a member reads. */
export function momentInWords(value: string | Date): string {
  const at = momentOf(value);
  return at ? clubMoment(at, clubClockZone()) : String(value);
}

/** "2026-12-03 9:49 PM": a moment in a table's cell, where the page names the zone once. */
export function momentInTable(value: string | Date): string {
  const at = momentOf(value);
  return at ? clubDateTime(at, clubClockZone()) : String(value);
}
