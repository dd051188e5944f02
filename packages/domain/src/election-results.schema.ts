import { z } from "zod";
import { electionPhases } from "./election.rules.ts";

// Issue 46: an election's count, made by a job at the close and kept on the election (parsed by this schema when
// read); shown to the office at once and to members once published. A tie for the last seat is flagged, not
// decided: the club's rules decide it.

export const raceCountSchema = z.object({
  raceId: z.number().int(),
  title: z.string(),
  seats: z.number().int(),
  candidates: z.array(
    z.object({
      nominationId: z.number().int(),
      memberId: z.number().int(),
      name: z.string(),
      votes: z.number().int(),
      elected: z.boolean(),
      /** Tied with another candidate for the last seat(s): the club's rules decide, nobody is elected to them. */
      tied: z.boolean(),
    }),
  ),
  /** Ballots that chose nobody for this office. */
  blank: z.number().int(),
  tie: z.boolean(),
});

export const questionCountSchema = z.object({
  questionId: z.number().int(),
  title: z.string(),
  yes: z.number().int(),
  no: z.number().int(),
  abstain: z.number().int(),
  /** Neither answered, or yes and no alike. */
  tie: z.boolean(),
  /** More yes than no among those who answered yes or no. */
  carried: z.boolean(),
});

export const electionCountSchema = z.object({
  ballots: z.number().int(),
  /** Voters on the roll, and how many voted online and on paper (the roll's, not the ballots'). */
  roll: z.number().int(),
  votedOnline: z.number().int(),
  votedOnPaper: z.number().int(),
  races: z.array(raceCountSchema),
  questions: z.array(questionCountSchema),
});
export type ElectionCount = z.infer<typeof electionCountSchema>;

/** GET /office/elections/{id}/results and, once published, GET /elections/{id}/results. */
export const electionResultsSchema = z.object({
  electionId: z.number().int(),
  title: z.string(),
  phase: z.enum(electionPhases),
  phaseWords: z.string(),
  votingTo: z.string(),
  /** The day the winners' terms begin (YYYY-MM-DD). */
  termsStartOn: z.string(),
  /** The club's day the count was made and the results published (null: not yet). */
  countedOn: z.string().nullable(),
  publishedOn: z.string().nullable(),
  /**
   * Paper ballots printed and not keyed yet. The job counts an election after its close once none is out; while some
   * are, the returning officer keys those that come back and the office counts.
   */
  papersOut: z.number().int(),
  /** Null until the count. Candidates are named as `candidateAsSeen` says to the reader. */
  count: electionCountSchema.nullable(),
});
export type ElectionResults = z.infer<typeof electionResultsSchema>;

export const electionResultsMessages = {
  notClosed: "Voting has not closed yet: the count is made after the last day of voting",
  alreadyCounted: "This election has been counted",
  notCounted: "This election has not been counted yet",
  alreadyPublished: "These results are already published",
  notPublished: "The results of this election are not published yet",
  cannotSeat: "The winners cannot be seated, so nothing is published:",
} as const;
