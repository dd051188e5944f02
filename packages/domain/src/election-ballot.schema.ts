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
