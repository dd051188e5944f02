import { defaultClubTimeZone } from "@club/domain/club-time-zone";

// The zone the pages write moments in (lib/club-clock.ts), set by SiteConfigProvider before anything renders. Kept
// apart from the formatters so that the first screen's script, which sets it, does not carry them (issue 41).

let zone = defaultClubTimeZone;

/** SiteConfigProvider tells the club's zone of the site config it provides. */
export function setClubClockZone(timeZone: string): void {
  zone = timeZone;
}

/** The zone the pages write moments in. */
export function clubClockZone(): string {
  return zone;
}
