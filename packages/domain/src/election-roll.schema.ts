import { z } from "zod";
import { ballotContentsSchema } from "./election-ballot.schema.ts";

// Issue 46: the voter roll as the office reads it: who may vote, and whether and how each voted. Never what.

export const rollQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  format: z.enum(["json", "csv"]).default("json"),
});

export const rollVoterSchema = z.object({
  memberNo: z.number().int(),
  name: z.string(),
  /** The associate votes as their own voter, under the member's number. */
  associate: z.boolean(),
  email: z.boolean(),
  readsOnPaper: z.boolean(),
  paperPrinted: z.boolean(),
  votedOn: z.string().nullable(),
  votedBy: z.enum(["online", "paper"]).nullable(),
});
export type RollVoter = z.output<typeof rollVoterSchema>;

export const rollSchema = z.object({
  /** When the roll was made (the record day's run), null before. */
  rollMadeAt: z.string().nullable(),
  ballotsMailedAt: z.string().nullable(),
  counts: z.object({
    voters: z.number().int(),
    voted: z.number().int(),
    online: z.number().int(),
    paper: z.number().int(),
  }),
  voters: z.array(rollVoterSchema),
  /** The election's ballot, for keying a returned paper. */
  ballot: ballotContentsSchema,
});
export type Roll = z.output<typeof rollSchema>;

export const rollCsvColumns = ["Member number", "Name", "Associate", "Voted on", "Voted by"] as const;

/** Issue 46: Download my data: the rolls the member (or their associate) was on, and whether and how each voted. */
export const myVoterRollSchema = z.object({
  election: z.string(),
  recordOn: z.string(),
  /** "You", or the associate's name. */
  voter: z.string(),
  votedOn: z.string().nullable(),
  votedBy: z.enum(["online", "paper"]).nullable(),
});
export type MyVoterRoll = z.output<typeof myVoterRollSchema>;

/** Issue 46: what the office is told when it asks for the roll's work before the record day. */
export const rollMessages = {
  notYet:
    "The voter roll is made on the record day (in the club's calendar): ask for it on or after that day.",
  printAfterRoll: "The voter roll is made on the record day: print the paper ballots after it.",
} as const;
