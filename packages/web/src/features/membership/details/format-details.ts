import { museumLevels } from "@club/domain/giving.rules";
import { formatCents } from "@club/domain/money";

/** Shown where the record has no value. */
export const notRecorded = "—";

/** spec §9: dates read YYYY-MM-DD. */
export function formatDay(value: string | null): string {
  return value ? value.slice(0, 10) : notRecorded;
}

export function formatAmount(cents: number | null): string {
  return cents === null ? notRecorded : formatCents(cents);
}

/** The museum level (dollars) by its name, "None" for 0 (spec §9). */
export function museumLevelLabel(level: number): string {
  return museumLevels.find((option) => option.value === level)?.label ?? `$${level}`;
}
