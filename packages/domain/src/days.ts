// Days as the club counts them (spec §9): calendar days written YYYY-MM-DD, in UTC, whatever the reader's zone.
// Every sum of days on such a date, and every day of a moment, is worked out here.

/** One day in milliseconds. */
export const dayMs = 86_400_000;

/** The calendar day of a moment, YYYY-MM-DD. */
export function isoDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** The moment `day` begins: its midnight, UTC. */
export function startOfDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** The day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return isoDay(new Date(startOfDay(day).getTime() + days * dayMs));
}

/** The moment `days` days after `moment` (before it when negative). */
export function daysAfter(moment: Date, days: number): Date {
  return new Date(moment.getTime() + days * dayMs);
}

/** Whole days from `from` to `to`: negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((startOfDay(to).getTime() - startOfDay(from).getTime()) / dayMs);
}

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** The months' names, January first (a form's choices, a statement's months). */
export const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** 2026-11 is "November 2026". */
export function spelledMonth(month: string): string {
  return `${monthNames[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;
}

/** 2026-12-31 is "December 31, 2026", as letters, cards and messages spell a day; text that is no day stays as it is. */
export function spelledDay(day: string): string {
  const at = startOfDay(day);
  return Number.isNaN(at.getTime()) ? day : longDate.format(at);
}
