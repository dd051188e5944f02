// Issue 42: a region's officers hold their office for a term, and what the office gives them (the region's
// administrator pages, its statement for a treasurer, its proposals for a director) follows the term with no one
// acting: it begins on the term's first day and ends the day after its last, both counted in the club's time zone.
// The one rule every read asks; the server passes the club's day (clubDate of now()).

/** A term as the rule reads it: confirmed by the office or only proposed, its first and last day (none: open). */
export interface TermDays {
  status: "proposed" | "confirmed";
  startsOn: string;
  endsOn: string | null;
}

export const termStates = ["proposed", "upcoming", "current", "ended"] as const;
export type TermState = (typeof termStates)[number];

/** Where a term stands on the club's `today` (YYYY-MM-DD). */
export function termState(term: TermDays, today: string): TermState {
  if (term.status === "proposed") return "proposed";
  if (today < term.startsOn) return "upcoming";
  if (term.endsOn !== null && today > term.endsOn) return "ended";
  return "current";
}

/** Whether the term gives its office today. */
export function isCurrentTerm(term: TermDays, today: string): boolean {
  return termState(term, today) === "current";
}

/** Two terms' days share at least one (an open end runs on): a member holds one seat once on any day. */
export function daysOverlap(
  a: { startsOn: string; endsOn: string | null },
  b: { startsOn: string; endsOn: string | null },
) {
  return (a.endsOn === null || a.endsOn >= b.startsOn) && (b.endsOn === null || b.endsOn >= a.startsOn);
}
