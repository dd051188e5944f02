import { clubDate, clubDateTime, clubMoment, defaultClubTimeZone } from "@club/domain/club-clock";

// The club's clock in the web (issue 40): every moment a page writes is in the club's time zone (the office's
// setting, told by the site config), never the reader's own zone nor UTC, through the domain's one date and one time
// formatter. The zone is set by SiteConfigProvider, which renders nothing before the site config is loaded: so it is
// known before any moment is written, and dozens of table columns and status lines can stay plain functions.

let zone = defaultClubTimeZone;

/** SiteConfigProvider tells the club's zone of the site config it provides. */
export function setClubClockZone(timeZone: string): void {
  zone = timeZone;
}

/** The zone the pages write moments in. */
export function clubClockZone(): string {
  return zone;
}

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
  return at ? clubDate(at, zone) : String(value);
}

/** "9:49 PM Central Time on 2026-12-03": a moment in a sentence a member reads. */
export function momentInWords(value: string | Date): string {
  const at = momentOf(value);
  return at ? clubMoment(at, zone) : String(value);
}

/** "2026-12-03 9:49 PM": a moment in a table's cell, where the page names the zone once. */
export function momentInTable(value: string | Date): string {
  const at = momentOf(value);
  return at ? clubDateTime(at, zone) : String(value);
}
