import { z } from "zod";
import { electionPhases } from "./election.rules.ts";
import {
  idSchema,
  integerSchema,
  isoDaySchema,
  multiLineTextSchema,
  singleLineTextSchema,
} from "./fields.schema.ts";

// Issue 46: an election (offices to fill) or a vote (yes/no questions), set up by the office or proposed by a region's
// officers, with its days in the club's time zone; members nominate during the nominations, nominees accept with a
// statement and a photo. The ballot, the roll and the count have their own schema files.

export const electionTitleMax = 120;
export const electionTextMax = 20_000;
export const statementMax = 2_000;
export const seatsMax = 50;
export const racesMax = 20;
export const questionsMax = 20;

export const electionMessages = {
  titleRequired: "Title is required",
  titleTooLong: `Title is too long (${electionTitleMax} characters at most)`,
  textTooLong: `Too long (${electionTextMax.toLocaleString("en-US")} characters at most)`,
  questionTextRequired: "Give the question's text (the bylaw change as members will read it)",
  recordOnRequired: "Record date is required",
  votingFromRequired: "First day of voting is required",
  votingToRequired: "Last day of voting is required",
  recordAfterVoting: "The record date cannot come after voting opens",
  votingEndsBeforeStart: "The last day of voting cannot come before the first",
  nominationsBothOrNeither:
    "Give both days of the nominations, or neither (the office then names the candidates)",
  nominationsEndBeforeStart: "Nominations cannot close before they open",
  nominationsAfterVoting: "Nominations must close before voting opens",
  termsEndBeforeStart: "The terms' last day cannot come before their first",
  seatsRequired: "Give the number of seats",
  seatsRange: `Seats are from 1 to ${seatsMax}`,
  nothingToVoteOn: "Add at least one office to fill or one question",
  tooManyRaces: `At most ${racesMax} offices in one election`,
  tooManyQuestions: `At most ${questionsMax} questions in one election`,
  committeeInRegion: "A region's election fills the region's offices, not a committee",
  officeInNational: "A national election fills a committee's seats (the board), not a region's office",
  unknownCommittee: "No such committee",
  unknownOffice: "No such office",
  retiredOffice: "That office is no longer used: choose another",
  unknownRegion: "No such region",
  unknownRace: "This election has no such office",
  unknownQuestion: "This election has no such question",
  memberNoRequired: "Member number is required",
  memberNoInvalid: "Member number is a whole number",
  unknownMember: "No member has that number",
  notInGoodStanding: "That member is not in good standing: only members whose dues are paid may stand",
  closedAccount: "That member's account is closed: they cannot stand",
  alreadyNominated: "That member is already nominated for this office",
  statementTooLong: `The statement is too long (${statementMax.toLocaleString("en-US")} characters at most)`,
  notNominations: "Nominations are not open in this election",
  notBeforeVoting: "Voting has opened: the candidates cannot change now",
  racesFixed: "Voting has opened: the offices and questions cannot change now",
  notProposed: "This election is not a proposal waiting for the office",
  notCancellable: "This election has been counted: it cannot be cancelled",
  cancelled: "This election was cancelled",
  notPending: "This nomination was answered already",
  notCandidate: "This is not a candidate of the election",
  photoRequired: "Choose a photo (PNG or JPEG)",
  nominateUnpaid: "Members nominate once their first dues are paid",
  nominateLapsed: "Your membership has lapsed: renew it to nominate members",
  nominateRegionOnly: "Only the region's members nominate in its election",
  nomineeNotInRegion: "That member is not a member of the region",
} as const;

const titleSchema = singleLineTextSchema({ error: electionMessages.titleRequired })
  .trim()
  .min(1, { error: electionMessages.titleRequired, abort: true })
  .max(electionTitleMax, { error: electionMessages.titleTooLong });
const longTextSchema = multiLineTextSchema()
  .trim()
  .max(electionTextMax, { error: electionMessages.textTooLong });
const memberNoSchema = z
  .number({
    error: (issue) =>
      issue.input === undefined ? electionMessages.memberNoRequired : electionMessages.memberNoInvalid,
  })
  .int({ error: electionMessages.memberNoInvalid })
  .positive({ error: electionMessages.memberNoInvalid })
  .max(2_147_483_647, { error: electionMessages.memberNoInvalid });

/** An office to fill: its seats, and the committee (a national election) or the region's office its winners hold. */
export const raceInputSchema = z.object({
  /** A race kept from before (a change): its id; none: a new race. */
  id: idSchema().optional(),
  title: titleSchema,
  seats: integerSchema({ error: electionMessages.seatsRequired })
    .min(1, { error: electionMessages.seatsRange })
    .max(seatsMax, { error: electionMessages.seatsRange }),
  committeeId: idSchema({ error: electionMessages.unknownCommittee }).nullable().default(null),
  regionalOfficeId: idSchema({ error: electionMessages.unknownOffice }).nullable().default(null),
});
export type RaceInput = z.output<typeof raceInputSchema>;

/** A yes/no question with its text (a bylaw change as members read it). */
export const questionInputSchema = z.object({
  id: idSchema().optional(),
  title: titleSchema,
  body: longTextSchema.min(1, { error: electionMessages.questionTextRequired }),
});
export type QuestionInput = z.output<typeof questionInputSchema>;

const dayOrNull = isoDaySchema().nullable().default(null);

const electionFields = {
  title: titleSchema,
  description: longTextSchema.default(""),
  recordOn: isoDaySchema(electionMessages.recordOnRequired),
  associatesVote: z.boolean().default(false),
  nominationsFrom: dayOrNull,
  nominationsTo: dayOrNull,
  votingFrom: isoDaySchema(electionMessages.votingFromRequired),
  votingTo: isoDaySchema(electionMessages.votingToRequired),
  allowChange: z.boolean().default(false),
  termsStartOn: dayOrNull,
  termsEndOn: dayOrNull,
  /** Who counts and keys the paper ballots (a member's number); none: the office. */
  returningOfficerNo: memberNoSchema.nullable().default(null),
  races: z.array(raceInputSchema).max(racesMax, { error: electionMessages.tooManyRaces }).default([]),
  questions: z
    .array(questionInputSchema)
    .max(questionsMax, { error: electionMessages.tooManyQuestions })
    .default([]),
};

export interface ElectionDaysInput {
  recordOn: string;
  nominationsFrom: string | null;
  nominationsTo: string | null;
  votingFrom: string;
  votingTo: string;
  termsStartOn: string | null;
  termsEndOn: string | null;
}

/**
 * What is wrong with an election's days, by field: the record date by the time voting opens, nominations both or
 * neither and closed before voting, voting's last day not before its first. The schemas ask it, and the service asks
 * again after a change merges with what is stored.
 */
export function electionDayRefusals(days: ElectionDaysInput): Record<string, string> {
  const refusals: Record<string, string> = {};
  if (days.recordOn > days.votingFrom) refusals.recordOn = electionMessages.recordAfterVoting;
  if (days.votingTo < days.votingFrom) refusals.votingTo = electionMessages.votingEndsBeforeStart;
  if ((days.nominationsFrom === null) !== (days.nominationsTo === null)) {
    refusals[days.nominationsFrom === null ? "nominationsFrom" : "nominationsTo"] =
      electionMessages.nominationsBothOrNeither;
  } else if (days.nominationsFrom !== null && days.nominationsTo !== null) {
    if (days.nominationsTo < days.nominationsFrom)
      refusals.nominationsTo = electionMessages.nominationsEndBeforeStart;
    else if (days.nominationsTo >= days.votingFrom)
      refusals.nominationsTo = electionMessages.nominationsAfterVoting;
  }
  if (days.termsStartOn !== null && days.termsEndOn !== null && days.termsEndOn < days.termsStartOn)
    refusals.termsEndOn = electionMessages.termsEndBeforeStart;
  return refusals;
}

/** Whether the races name what the election's kind allows: a committee nationally, a region's office in a region. */
function raceTargetRefusals(races: RaceInput[], regional: boolean) {
  return races.flatMap((race, index): { path: (string | number)[]; message: string }[] => {
    if (regional && race.committeeId !== null)
      return [{ path: ["races", index, "committeeId"], message: electionMessages.committeeInRegion }];
    if (!regional && race.regionalOfficeId !== null)
      return [{ path: ["races", index, "regionalOfficeId"], message: electionMessages.officeInNational }];
    return [];
  });
}

function checkElection(
  election: ElectionDaysInput & { races: RaceInput[]; questions: QuestionInput[] },
  regional: boolean,
  context: z.RefinementCtx,
) {
  for (const [field, message] of Object.entries(electionDayRefusals(election)))
    context.addIssue({ code: "custom", path: [field], message });
  if (election.races.length === 0 && election.questions.length === 0)
    context.addIssue({ code: "custom", path: ["races"], message: electionMessages.nothingToVoteOn });
  for (const issue of raceTargetRefusals(election.races, regional))
    context.addIssue({ code: "custom", ...issue });
}

/** POST /api/v1/office/elections: national (`region_code` null, scheduled at once) or for a region. */
export const electionInputSchema = z
  .object({
    ...electionFields,
    regionCode: singleLineTextSchema({ error: electionMessages.unknownRegion })
      .trim()
      .toUpperCase()
      .max(10, { error: electionMessages.unknownRegion })
      .nullable()
      .default(null),
  })
  .superRefine((election, context) => checkElection(election, election.regionCode !== null, context));
export type ElectionInput = z.output<typeof electionInputSchema>;

/** POST /api/v1/regions/{code}/elections: a region's officers propose (races name the region's offices). */
export const regionalElectionInputSchema = z
  .object(electionFields)
  .superRefine((election, context) => checkElection(election, true, context));
export type RegionalElectionInput = z.output<typeof regionalElectionInputSchema>;

/**
 * PATCH /api/v1/office/elections/{id}: the fields given change; `races` and `questions`, when given, replace the
 * election's (a race or question with its `id` is kept and changed, one left out is removed), before voting opens.
 */
export const electionUpdateSchema = z
  .object({
    title: titleSchema.optional(),
    description: longTextSchema.optional(),
    recordOn: isoDaySchema(electionMessages.recordOnRequired).optional(),
    associatesVote: z.boolean().optional(),
    nominationsFrom: isoDaySchema().nullable().optional(),
    nominationsTo: isoDaySchema().nullable().optional(),
    votingFrom: isoDaySchema(electionMessages.votingFromRequired).optional(),
    votingTo: isoDaySchema(electionMessages.votingToRequired).optional(),
    allowChange: z.boolean().optional(),
    termsStartOn: isoDaySchema().nullable().optional(),
    termsEndOn: isoDaySchema().nullable().optional(),
    returningOfficerNo: memberNoSchema.nullable().optional(),
    races: z.array(raceInputSchema).max(racesMax, { error: electionMessages.tooManyRaces }).optional(),
    questions: z
      .array(questionInputSchema)
      .max(questionsMax, { error: electionMessages.tooManyQuestions })
      .optional(),
  })
  .strict();
export type ElectionUpdate = z.output<typeof electionUpdateSchema>;

/** POST /api/v1/office/elections/{id}/candidates: the office names a candidate (accepted at once). */
export const candidateInputSchema = z.object({
  raceId: idSchema({ error: electionMessages.unknownRace }),
  memberNo: memberNoSchema,
  statement: multiLineTextSchema()
    .trim()
    .max(statementMax, { error: electionMessages.statementTooLong })
    .default(""),
});
export type CandidateInput = z.output<typeof candidateInputSchema>;

/** POST /api/v1/elections/{id}/nominations: a member nominates a member (themselves too) for an office. */
export const nominationInputSchema = z.object({
  raceId: idSchema({ error: electionMessages.unknownRace }),
  memberNo: memberNoSchema,
});
export type NominationInput = z.output<typeof nominationInputSchema>;

/** POST /api/v1/elections/{id}/nominations/{nominationId}/accept: the nominee stands, with their statement. */
export const acceptanceInputSchema = z.object({
  statement: multiLineTextSchema()
    .trim()
    .max(statementMax, { error: electionMessages.statementTooLong })
    .default(""),
});
export type AcceptanceInput = z.output<typeof acceptanceInputSchema>;

export const nominationStatuses = ["nominated", "accepted", "declined", "withdrawn"] as const;
export type NominationStatus = (typeof nominationStatuses)[number];
export const nominationStatusWords: Record<NominationStatus, string> = {
  nominated: "Waiting for the nominee's answer",
  accepted: "Standing (a candidate)",
  declined: "Declined",
  withdrawn: "Withdrawn",
};

const regionRefSchema = z.object({ code: z.string(), name: z.string() }).nullable();
const phaseSchema = z.enum(electionPhases);

/** GET /api/v1/elections, GET /api/v1/office/elections (and a region's): one line of the list. */
export const electionSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  region: regionRefSchema,
  status: z.enum(["proposed", "scheduled", "cancelled"]),
  phase: phaseSchema,
  phaseWords: z.string(),
  recordOn: z.string(),
  nominationsFrom: z.string().nullable(),
  nominationsTo: z.string().nullable(),
  votingFrom: z.string(),
  votingTo: z.string(),
  races: z.number().int(),
  questions: z.number().int(),
});
export type ElectionSummary = z.infer<typeof electionSummarySchema>;
export const electionListSchema = z.object({ elections: z.array(electionSummarySchema) });
export type ElectionList = z.infer<typeof electionListSchema>;

const committeeChoiceSchema = z.object({ id: z.number().int(), name: z.string() });
const officeChoiceSchema = z.object({ id: z.number().int(), title: z.string() });

/** GET /api/v1/office/elections: the list, with what a new election's races may fill (committees, regions' offices). */
export const officeElectionListSchema = electionListSchema.extend({
  committees: z.array(committeeChoiceSchema),
  offices: z.array(officeChoiceSchema),
});
export type OfficeElectionList = z.infer<typeof officeElectionListSchema>;

/** GET /api/v1/regions/{code}/elections: the region's elections, with the offices a race may fill. */
export const regionElectionListSchema = electionListSchema.extend({ offices: z.array(officeChoiceSchema) });
export type RegionElectionList = z.infer<typeof regionElectionListSchema>;

const questionSchema = z.object({ id: z.number().int(), title: z.string(), body: z.string() });

/** A nomination as the office reads it: every status, the nominee by name and number. */
export const officeNominationSchema = z.object({
  nominationId: z.number().int(),
  memberId: z.number().int(),
  memberNo: z.number().int(),
  name: z.string(),
  status: z.enum(nominationStatuses),
  statement: z.string(),
  photoUrl: z.string().nullable(),
  /** Who nominated them (null: the office named them, or the nominator left the club). */
  nominatedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type OfficeNomination = z.infer<typeof officeNominationSchema>;

/** GET /api/v1/office/elections/{id}: everything, with what the actor may do to it now. */
export const officeElectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  region: regionRefSchema,
  status: z.enum(["proposed", "scheduled", "cancelled"]),
  phase: phaseSchema,
  phaseWords: z.string(),
  recordOn: z.string(),
  associatesVote: z.boolean(),
  nominationsFrom: z.string().nullable(),
  nominationsTo: z.string().nullable(),
  votingFrom: z.string(),
  votingTo: z.string(),
  allowChange: z.boolean(),
  termsStartOn: z.string().nullable(),
  termsEndOn: z.string().nullable(),
  returningOfficer: z.object({ memberNo: z.number().int(), name: z.string() }).nullable(),
  proposedBy: z.string().nullable(),
  races: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      seats: z.number().int(),
      committee: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      regionalOffice: z.object({ id: z.number().int(), title: z.string() }).nullable(),
      nominations: z.array(officeNominationSchema),
    }),
  ),
  questions: z.array(questionSchema),
  /** What the actor may do now (the policy's and the phase's answer). */
  may: z.object({
    edit: z.boolean(),
    changeRaces: z.boolean(),
    confirm: z.boolean(),
    cancel: z.boolean(),
    addCandidates: z.boolean(),
  }),
});
export type OfficeElection = z.infer<typeof officeElectionSchema>;

/** A candidate as members read them: standing is consent to be named. */
export const candidateSchema = z.object({
  nominationId: z.number().int(),
  memberId: z.number().int(),
  name: z.string(),
  statement: z.string(),
  photoUrl: z.string().nullable(),
});
export type Candidate = z.infer<typeof candidateSchema>;

/** GET /api/v1/elections/{id}: what a member reads (the voting and results pages build on these names). */
export const memberElectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  region: regionRefSchema,
  phase: phaseSchema,
  phaseWords: z.string(),
  recordOn: z.string(),
  nominationsFrom: z.string().nullable(),
  nominationsTo: z.string().nullable(),
  votingFrom: z.string(),
  votingTo: z.string(),
  allowChange: z.boolean(),
  termsStartOn: z.string().nullable(),
  races: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      seats: z.number().int(),
      candidates: z.array(candidateSchema),
    }),
  ),
  questions: z.array(questionSchema),
  /** The reader's own nominations (pending ones are shown to the nominee and the office only). */
  myNominations: z.array(
    z.object({
      nominationId: z.number().int(),
      raceId: z.number().int(),
      raceTitle: z.string(),
      status: z.enum(nominationStatuses),
      statement: z.string(),
      photoUrl: z.string().nullable(),
    }),
  ),
  mayNominate: z.boolean(),
  /** Why not, for an action refused (`nominate`). */
  refusals: z.object({ nominate: z.string().optional() }),
});
export type MemberElection = z.infer<typeof memberElectionSchema>;

/** Download my data: the member's nominations (made of them, and those they made). */
export const myNominationsDataSchema = z.array(
  z.object({
    election: z.string(),
    race: z.string(),
    status: z.enum(nominationStatuses),
    statement: z.string(),
    nominatedByMe: z.boolean(),
    nominatedMe: z.boolean(),
    at: z.string(),
  }),
);
export type MyNominationsData = z.infer<typeof myNominationsDataSchema>;
