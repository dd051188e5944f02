import { z } from "zod";

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
