// The club's zone unless the office says otherwise (issue 40), apart from the formatters of club-clock.ts: the web's
// first screen needs the name, and not the formatters it would carry into the first script (issue 41).

/** Where the club is unless the office says otherwise. */
export const defaultClubTimeZone = "America/Chicago";
