import type { JudgingAssignment, ScoreSheet } from "@club/domain/judging.schema";

// Issue 41: a judge's list of cars is answered from the phone's stored copy when the signal is too weak to answer
// within a few seconds (the service worker's network-first rule). That copy can be older than a sheet the page has
// since seen saved, and showed the car "Not started" again: the sheet's own answer is the newer word.

/** The cars, with `saved` (the server's answer to the sheet sent) as its car's sheet. */
export function withSavedSheet(assignments: JudgingAssignment[] | undefined, saved: ScoreSheet) {
  return assignments?.map((assignment) =>
    assignment.entryId === saved.entryId ? { ...assignment, sheet: saved } : assignment,
  );
}

/** The list as fetched, except a car whose sheet the page already holds in a newer state: that sheet stays. */
export function keepNewerSheets(held: JudgingAssignment[] | undefined, fetched: JudgingAssignment[]) {
  if (!held) return fetched;
  const heldSheets = new Map(held.map((assignment) => [assignment.entryId, assignment.sheet]));
  return fetched.map((assignment) => {
    const heldSheet = heldSheets.get(assignment.entryId);
    return heldSheet && savedLater(heldSheet, assignment.sheet)
      ? { ...assignment, sheet: heldSheet }
      : assignment;
  });
}

function savedLater(sheet: ScoreSheet, than: ScoreSheet | null) {
  return than === null || Date.parse(sheet.savedAt) > Date.parse(than.savedAt);
}
