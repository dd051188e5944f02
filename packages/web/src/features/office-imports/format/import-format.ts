import type { ImportPreview, ImportView, importStatuses } from "@club/domain/import.schema";
import { formatCount } from "../../../office-kit/counts.ts";

// The roster import (issue 16) in words: its status, its counts and its progress.

export type ImportStatus = (typeof importStatuses)[number];

export const importStatusLabels: Record<ImportStatus, string> = {
  storing: "Being stored",
  uploaded: "Uploaded",
  previewing: "Being previewed",
  previewed: "Previewed",
  committing: "Importing",
  committed: "Imported",
  undoing: "Undoing",
  undone: "Undone",
  failed: "Failed",
};

// Dark enough for white text at 4.5:1 or more (WCAG AA), as the other office badges are.
export const importStatusColors: Record<ImportStatus, string> = {
  storing: "#1864ab",
  uploaded: "#495057",
  previewing: "#1864ab",
  previewed: "#5f3dc4",
  committing: "#1864ab",
  committed: "#216e33",
  undoing: "#1864ab",
  undone: "#8a5a00",
  failed: "#a61e1e",
};

/** "1 member", "2,000 members". */
export function countOf(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/**
 * Issue 39: the cars an undo left in the club's registry, because they have a history since the import (an offer, a
 * claim, an event entry); null when it kept none.
 */
export function carsKeptLine(count: number): string | null {
  if (count === 0) return null;
  return count === 1
    ? "1 car kept: it has a history since the import (an offer, a claim or an event entry), so it stays in the club's registry."
    : `${countOf(count, "car", "cars")} kept: they have a history since the import (an offer, a claim or an event entry), so they stay in the club's registry.`;
}

type Summary = NonNullable<ImportView["summary"]>;

/**
 * The members already in the portal that rows match: the server counts those a row leaves as they are (matched)
 * apart from those it changes (changed).
 */
export const membersMatched = (summary: Summary) => summary.matched + summary.changed;

/** The members a commit writes: the new ones and the matched ones, changed or not. */
export const membersToImport = (summary: Summary) => summary.new + membersMatched(summary);

/** The car rows a commit takes: the new cars and those already in the portal (a registry file's gain owners). */
export const carsToImport = (summary: Summary) => summary.carsNew + summary.carsMatched;

/** What an import has to speak of: members, and cars. */
export interface ImportSheets {
  members: boolean;
  cars: boolean;
}

/** Whether the import has members: not a registry file of cars alone (issue 27), for which the server keeps none. */
export const hasMembers = (view: Pick<ImportView, "columns">) => view.columns.length > 0;

/** Members unless the file was cars alone; cars when there is a sheet of them, or counts of them. */
export const importSheets = (
  view: Pick<ImportView, "columns" | "cars">,
  summary: Summary | null,
): ImportSheets => ({
  members: hasMembers(view),
  cars:
    view.cars !== null ||
    (summary !== null && summary.carsNew + summary.carsMatched + summary.carsRejected > 0),
});

/**
 * "48 new members, 2 matched (1 will change), 1 row rejected, 1 duplicate; cars: 10 new, 2 already in the registry
 * (adding 3 earlier owners), 1 rejected." A registry file of cars alone: "Cars: 10 new, …".
 */
export function summaryInWords(summary: Summary, sheets: ImportSheets): string {
  const members = [
    countOf(summary.new, "new member", "new members"),
    `${formatCount(membersMatched(summary))} matched (${formatCount(summary.changed)} will change)`,
    countOf(summary.rejected, "row rejected", "rows rejected"),
    countOf(summary.duplicates, "duplicate", "duplicates"),
  ].join(", ");
  if (!sheets.cars) return `${members}.`;
  const matched =
    summary.carsMatched > 0
      ? `, ${formatCount(summary.carsMatched)} already in the registry (adding ${countOf(summary.ownersAdded, "earlier owner", "earlier owners")})`
      : "";
  const cars = `${formatCount(summary.carsNew)} new${matched}, ${formatCount(summary.carsRejected)} rejected`;
  return sheets.members ? `${members}; cars: ${cars}.` : `Cars: ${cars}.`;
}

type MatchedCar = ImportPreview["matchedCars"][number];

const numberWords: Record<MatchedCar["numbers"][number], string> = {
  engineNumber: "engine number",
  bodyNumber: "body number",
};

/** "Matched car 12, 1932 Packard Deluxe Eight: adds 2 earlier owners (Walter Brandt, Ruth Olsen) and its engine number." */
export function matchedCarInWords(car: MatchedCar): string {
  const adds = [
    ...(car.pastOwners.length > 0
      ? [
          `${countOf(car.pastOwners.length, "earlier owner", "earlier owners")} (${car.pastOwners.join(", ")})`,
        ]
      : []),
    ...(car.numbers.length > 0
      ? [`its ${car.numbers.map((field) => numberWords[field]).join(" and ")}`]
      : []),
  ];
  const what = adds.length > 0 ? `adds ${adds.join(" and ")}` : "adds nothing it does not have";
  return `Matched car ${car.vehicleId}, ${car.car}: ${what}.`;
}

/** The job's progress: "Imported 4,000 of 20,000 rows" (or "Undone …" while undoing). */
export function progressLine(view: Pick<ImportView, "status" | "progress">): string {
  const verb = view.status === "undoing" ? "Undone" : "Imported";
  return `${verb} ${formatCount(view.progress.done)} of ${formatCount(view.progress.total)} rows`;
}

/** The first values of a column from the sample rows (blank ones skipped), for the mapping table. */
export function sampleValues(sample: string[][], columnIndex: number, count = 3): string[] {
  return sample
    .map((row) => (row[columnIndex] ?? "").trim())
    .filter((value) => value !== "")
    .slice(0, count);
}
