import { museumLevels } from "@club/domain/giving.rules";
import { formatCents } from "@club/domain/money";
import { dayOfMoment } from "../../../lib/club-clock.ts";

/** Shown where the record has no value. */
export const notRecorded = "—";

/** spec §9: dates read YYYY-MM-DD; a moment's date is its day in the club's time zone (issue 40). */
export function formatDay(value: string | null): string {
  return value ? dayOfMoment(value) : notRecorded;
}

export function formatAmount(cents: number | null): string {
  return cents === null ? notRecorded : formatCents(cents);
}

/** The museum level (dollars) by its name, "None" for 0 (spec §9). */
export function museumLevelLabel(level: number): string {
  return museumLevels.find((option) => option.value === level)?.label ?? `$${level}`;
}
