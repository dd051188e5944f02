import { addDays, isoDay } from "@club/domain/days";
import { onTestFinished } from "vitest";

/**
 * Time in tests. The test clock starts on a different day in each CI run (see `testClockStart`), so a test
 * about "a member in good standing" or "a lapsed member" counts its dates from the clock with these, and a test
 * about one calendar situation (inside the renewal window, one year's arithmetic) pins the clock to that day.
 * Days are UTC, as the app counts them.
 */

/** The day `days` after `now` (before it when negative), as YYYY-MM-DD. */
export function daysFrom(now: Date, days: number): string {
  return addDays(isoDay(now), days);
}

/** 31 December of `now`'s year, or of the year `years` later (earlier when negative): the day dues run to. */
export function yearEnd(now: Date, years = 0): string {
  return `${now.getUTCFullYear() + years}-12-31`;
}

/** Sets the app's clock to `moment` for the rest of the running test, and puts it back when the test ends. */
export function pinClock(clock: { now: Date }, moment: string): void {
  const start = clock.now;
  clock.now = new Date(moment);
  onTestFinished(() => {
    clock.now = start;
  });
}
