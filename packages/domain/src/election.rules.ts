import { addDays } from "./days.ts";

// Issue 46: where an election stands follows its days, counted in the club's time zone, and what the office did
// (confirmed, counted, published): nothing runs at midnight to move it. The one rule every read asks; the server
// passes the club's day (clubDate of now()).

export interface ElectionDays {
  status: "proposed" | "scheduled" | "cancelled";
  recordOn: string;
  nominationsFrom: string | null;
  nominationsTo: string | null;
  votingFrom: string;
  votingTo: string;
  countedAt: Date | string | null;
  publishedAt: Date | string | null;
}

export const electionPhases = [
  "proposed",
  "cancelled",
  "upcoming",
  "nominations",
  "before_voting",
  "voting",
  "closed",
  "counted",
  "published",
] as const;
export type ElectionPhase = (typeof electionPhases)[number];

export const electionPhaseWords: Record<ElectionPhase, string> = {
  proposed: "Waiting for the office",
  cancelled: "Cancelled",
  upcoming: "Not open yet",
  nominations: "Nominations open",
  before_voting: "Nominations closed",
  voting: "Voting open",
  closed: "Voting closed: being counted",
  counted: "Counted: results not published yet",
  published: "Results published",
};

/** Where the election stands on the club's `today` (YYYY-MM-DD). */
export function electionPhase(election: ElectionDays, today: string): ElectionPhase {
  if (election.status === "proposed") return "proposed";
  if (election.status === "cancelled") return "cancelled";
  if (election.publishedAt !== null) return "published";
  if (election.countedAt !== null) return "counted";
  if (today > election.votingTo) return "closed";
  if (today >= election.votingFrom) return "voting";
  if (election.nominationsFrom !== null && election.nominationsTo !== null) {
    if (today > election.nominationsTo) return "before_voting";
    if (today >= election.nominationsFrom) return "nominations";
  }
  return "upcoming";
}

/** The roll is made once the record day has come (a scheduled election, not yet closed). */
export function rollIsDue(election: ElectionDays, today: string): boolean {
  return election.status === "scheduled" && today >= election.recordOn;
}

/** The winners' terms begin on the day the election says, or the day after the close. */
export function termsStartOf(election: { termsStartOn: string | null; votingTo: string }): string {
  return election.termsStartOn ?? addDays(election.votingTo, 1);
}
