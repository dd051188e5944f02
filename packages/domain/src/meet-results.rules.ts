import { spelledDay } from "./days.ts";
import type { MeetResultEntry, MeetResults } from "./judging.schema.ts";
import { vehicleName } from "./vehicle-name.rules.ts";

// Issue 29: how a meet's published results are ordered and worded, on the members' page and in the magazine's PDF
// alike.

/** Highest score first, a car without one last; equal scores by the owner's last name, then first name. */
export function byScoreThenOwner(a: MeetResultEntry, b: MeetResultEntry): number {
  if (a.score !== b.score)
    return (b.score ?? Number.NEGATIVE_INFINITY) - (a.score ?? Number.NEGATIVE_INFINITY);
  return (
    (a.ownerLastName ?? "").localeCompare(b.ownerLastName ?? "", "en") ||
    (a.ownerFirstName ?? "").localeCompare(b.ownerFirstName ?? "", "en")
  );
}

/** The car as lists name it; a car since deleted from the registry is no longer named. */
export const resultCarWords = (entry: MeetResultEntry) =>
  entry.vehicle ? vehicleName(entry.vehicle) : "Car no longer on record";

/** The owner as the server named them for the reader: their name, or the words for a member not named. */
export const resultOwnerWords = (entry: MeetResultEntry) => entry.ownerName;

/** The score to a tenth, so half points added up never show a binary fraction's tail. */
export const resultScoreWords = (score: number | null) =>
  score === null ? "No score" : String(Math.round(score * 10) / 10);

/** The award, or why there is none (a disqualified car's reason stays on its owner's sheets). */
export const resultAwardWords = (entry: MeetResultEntry) =>
  entry.disqualified ? "Disqualified" : (entry.award ?? "No award");

/** When and where the meet was: "May 2, 2026 to May 3, 2026, Hershey, Pennsylvania". */
export function resultEventWords(event: MeetResults["event"]): string {
  const days =
    event.dateStart === event.dateEnd
      ? spelledDay(event.dateStart)
      : `${spelledDay(event.dateStart)} to ${spelledDay(event.dateEnd)}`;
  return event.place ? `${days}, ${event.place}` : days;
}
