import { z } from "zod";
import { idSchema } from "./fields.schema.ts";

// Issue 46: what a voter chooses. The same shape is sent (online, or keyed from paper by the office) and stored in a
// ballot: for each race the nominations chosen (at most its seats, none is allowed), for each question yes, no or
// abstain. The server checks it against the election (races, candidates, seats, questions) before it is cast.

export const ballotMessages = {
  raceRequired: "Choose the office this choice is for",
  tooManyChoices: "Too many choices for this office: choose at most its number of seats",
  sameChoiceTwice: "The same candidate is chosen twice",
  unknownRace: "This election has no such office",
  unknownCandidate: "Not a candidate for this office",
  unknownQuestion: "This election has no such question",
  answerRequired: "Answer yes, no or abstain",
  questionTwice: "The same question is answered twice",
  raceTwice: "The same office is chosen twice",
  notVoting: "Voting is not open in this election",
  notOnRoll: "You are not on this election's voter roll",
  alreadyVoted: "You have already voted in this election: a second ballot is not counted",
  votedOnPaper: "This voter's paper ballot has been counted: they cannot vote online as well",
  votedOnline: "This voter has already voted online: the paper ballot is not counted",
  paperKeyed: "This paper ballot was keyed already: it counts once",
  changeNotAllowed: "This election does not let a vote be changed",
  receiptRequired: "Receipt code is required",
  receiptInvalid: "That receipt code does not match a ballot of this election",
  linkInvalid: "This ballot link is not valid: use the newest e-mail, or sign in and vote from Elections",
  codeRequired: "Ballot code is required",
  codeInvalid: "No paper ballot of this election has that code",
} as const;

export const answers = ["yes", "no", "abstain"] as const;
export type Answer = (typeof answers)[number];

/** The choices of one ballot (sent as `{ races: [{ race_id, nomination_ids }], questions: [{ question_id, answer }] }`). */
export const ballotChoicesSchema = z.object({
  races: z
    .array(
      z.object({
        raceId: idSchema({ error: ballotMessages.raceRequired }),
        nominationIds: z.array(idSchema({ error: ballotMessages.unknownCandidate })).max(50, {
          error: ballotMessages.tooManyChoices,
        }),
      }),
    )
    .max(50)
    .default([]),
  questions: z
    .array(
      z.object({
        questionId: idSchema({ error: ballotMessages.unknownQuestion }),
        answer: z.enum(answers, { error: ballotMessages.answerRequired }),
      }),
    )
    .max(50)
    .default([]),
});
export type BallotChoices = z.output<typeof ballotChoicesSchema>;

/** Every way a ballot is sent or changed carries its choices; a change adds the receipt, a keyed paper its code. */
export const ballotChangeSchema = ballotChoicesSchema.extend({
  receipt: z
    .string({ error: ballotMessages.receiptRequired })
    .trim()
    .min(1, ballotMessages.receiptRequired)
    .max(100),
});
export const paperBallotKeySchema = ballotChoicesSchema.extend({
  code: z.string({ error: ballotMessages.codeRequired }).trim().min(1, ballotMessages.codeRequired).max(100),
});

/** `POST /office/elections/{id}/paper-ballots`: the voters named by number, or every voter who reads on paper. */
export const paperBallotsRequestSchema = z
  .object({
    memberNos: z
      .array(idSchema({ error: "Give member numbers" }))
      .max(5000)
      .optional(),
    readersOnPaper: z.boolean().optional(),
  })
  .refine((value) => value.readersOnPaper === true || (value.memberNos?.length ?? 0) > 0, {
    error: "Name the members to print for, or choose everyone who reads on paper",
    path: ["memberNos"],
  });
export type PaperBallotsRequest = z.output<typeof paperBallotsRequestSchema>;

/** What a cast ballot answers: the receipt code to change it later (shown once), when the election allows it. */
export const ballotCastSchema = z.object({ receipt: z.string().nullable() });

const candidateSchema = z.object({
  nominationId: z.number().int(),
  name: z.string(),
  statement: z.string(),
  photoUrl: z.string().nullable(),
});

/** What every ballot lists: the election's races with their candidates, and its questions. */
export const ballotContentsSchema = z.object({
  races: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      seats: z.number().int(),
      candidates: z.array(candidateSchema),
    }),
  ),
  questions: z.array(z.object({ id: z.number().int(), title: z.string(), body: z.string() })),
});
export type BallotContents = z.output<typeof ballotContentsSchema>;

/** What a ballot page shows: the election's races and questions, and where this voter stands. */
export const ballotSchema = ballotContentsSchema.extend({
  electionId: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The voter's name (an associate votes as themselves), null when the reader is not on the roll. */
  voterName: z.string().nullable(),
  votingFrom: z.string(),
  votingTo: z.string(),
  /** Voting is open today. */
  open: z.boolean(),
  voted: z.boolean(),
  /** The voter may replace their ballot with its receipt code (the election allows it, voting is open). */
  mayChange: z.boolean(),
});
export type Ballot = z.output<typeof ballotSchema>;

/** The signed-in member's ballot page: the same, with whether they are on the roll and how they voted. */
export const myBallotSchema = ballotSchema.extend({
  onRoll: z.boolean(),
  votedBy: z.enum(["online", "paper"]).nullable(),
});
export type MyBallot = z.output<typeof myBallotSchema>;
