import { z } from "zod";
import { registeredVehicleSchema } from "./event-parts.schema.ts";
import {
  idSchema,
  integerSchema,
  isoDaySchema,
  multiLineTextSchema,
  singleLineTextSchema,
} from "./fields.schema.ts";
import { fewerSheetsRules, isHalfPoint, isTenthOfPoint, judgeLevels } from "./judging.rules.ts";

// Issue 29: the API of judging at the club's meets (judging.rules.ts holds the club's rules).

export const judgingMessages = {
  level: "Level must be apprentice, judge, accredited or master",
  memberUnknown: "No member has this id",
  alreadyJudge: "This member is already on the judges' roster",
  categoryName: "Each category needs a name (60 characters at most)",
  categoryTwice: "Two categories have the same name",
  categoryMax: "A category's maximum is a whole number from 1 to 100",
  classCode: "Each class needs a code (10 characters at most, letters and digits)",
  classTwice: "Two classes have the same code",
  className: "Each class needs a name (100 characters at most)",
  division: "Each class needs a division (60 characters at most)",
  award: "Each threshold needs an award's name (60 characters at most)",
  minScore: "A threshold's score is from 0 to 100, to a tenth of a point",
  spreadLimit: "The spread limit is from 0 to 100 points, to a tenth of a point",
  halfPoint: "Deduct whole or half points, from 0 to 100",
  unknownClass: (code: string) => `No class of this meet has the code ${code}`,
  unknownDivision: (division: string) => `No class of this meet is in the division ${division}`,
  unknownJudge: "Choose judges from the roster",
  leaderInTeam: "The team leader is one of the team's judges",
  teamTwice: "A class has one team",
  judgesOwnClass: (name: string, code: string) => `${name} shows a car in class ${code}, so cannot judge it`,
  notConfirmed: "Only a confirmed registration with a car is an entry",
  entryTwice: "A registration is entered once",
  notPortal: "Judging is set up for a portal event",
  published: "The results are published: the meet's judging no longer changes",
  notAssigned: "You are not on the team judging this car",
  notTabulated: "Tabulate the sheets first",
  notPublished: "The results are not published yet",
  // Issue 40: an award goes on a car's permanent record, so not before the cars were shown.
  beforeMeet: (firstDay: string) => `Results can be published from the meet's first day, ${firstDay}`,
  withdrawReason: "Say why the results are withdrawn (500 characters at most)",
  withdrawNotPublished: "Only published results can be withdrawn",
  withdrawTooLate: (publishedOn: string, days: number) =>
    `Results can be withdrawn within ${days} days of publishing; these were published on ${publishedOn}`,
  formCategories: "The form needs at least one category, and 40 at most",
  classesMax: "A meet has 100 classes at most",
  thresholdsMax: "A meet has 100 thresholds at most",
  teamJudges: "Each team needs at least one judge, and 8 at most",
  teamsMax: "A meet has 100 teams at most",
  entriesMax: "A meet has 2,000 entries at most",
  entryRegistration: "Choose a registration of this meet",
  fewerSheets: "Choose how a car with fewer than four sheets is scored: average all or median",
  seminarsMax: "A judge has 100 seminars at most",
  seminarDate: "A seminar's date is a day written as YYYY-MM-DD",
  categoryPoints: "Each category's deduction is written in points, with its category's name",
  notes: "Notes are 4,000 characters at most",
  disqualifiedBy: "The rule the car fails is 200 characters at most",
  makesSenior: "Say whether this award makes the car a Senior car: yes or no",
  setupShape: "The setup's parts are missing or not written as expected",
} as const;

const line = (message: string, max: number) =>
  singleLineTextSchema({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: message });

/** POST /api/v1/office/judges: a member on the judges' roster, at a level, with the seminars they attended. */
export const judgeInputSchema = z.object(
  {
    memberId: idSchema({ error: judgingMessages.memberUnknown }),
    level: z.enum(judgeLevels, { error: judgingMessages.level }),
    seminars: z
      .array(
        z.object(
          {
            name: line("Each seminar needs a name", 120),
            date: isoDaySchema(judgingMessages.seminarDate),
          },
          { error: judgingMessages.seminarDate },
        ),
        { error: judgingMessages.seminarsMax },
      )
      .max(100, { error: judgingMessages.seminarsMax })
      .default([]),
  },
  { error: judgingMessages.setupShape },
);
export type JudgeInput = z.output<typeof judgeInputSchema>;

/** PUT /api/v1/office/judges/{id}: the judge's level and seminars (the member stays the same). */
export const judgeChangeSchema = judgeInputSchema.omit({ memberId: true });
export type JudgeChange = z.output<typeof judgeChangeSchema>;

/** A judge's résumé: the roster's record, and the meets the portal knows they judged. */
export const judgeSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberNo: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  level: z.enum(judgeLevels),
  seminars: z.array(z.object({ name: z.string(), date: z.string() })),
  meetsJudged: z.array(z.object({ eventId: z.number().int(), title: z.string(), date: z.string() })),
});
export type Judge = z.infer<typeof judgeSchema>;

const categorySchema = z.object(
  {
    name: line(judgingMessages.categoryName, 60),
    max: integerSchema({ error: judgingMessages.categoryMax })
      .min(1, { error: judgingMessages.categoryMax })
      .max(100, { error: judgingMessages.categoryMax }),
  },
  { error: judgingMessages.categoryName },
);

const classSchema = z.object(
  {
    code: line(judgingMessages.classCode, 10).regex(/^[A-Za-z0-9-]+$/, { error: judgingMessages.classCode }),
    name: line(judgingMessages.className, 100),
    division: line(judgingMessages.division, 60),
  },
  { error: judgingMessages.classCode },
);

const scoreSchema = z
  .number({ error: judgingMessages.minScore })
  .min(0, { error: judgingMessages.minScore })
  .max(100, { error: judgingMessages.minScore })
  .refine(isTenthOfPoint, { error: judgingMessages.minScore });

const thresholdSchema = z.object(
  {
    division: line(judgingMessages.division, 60),
    award: line(judgingMessages.award, 60),
    minScore: scoreSchema,
    maxScore: scoreSchema.nullish().transform((value) => value ?? null),
    /** The club's rule that an award moves the car on: a first place makes it a Senior car. */
    makesSenior: z.boolean({ error: judgingMessages.makesSenior }).default(false),
  },
  { error: judgingMessages.award },
);

const unique = <T>(key: (item: T) => string, message: string) =>
  [(items: T[]) => new Set(items.map(key)).size === items.length, { error: message }] as const;

/**
 * PUT /api/v1/office/events/{id}/judging: the whole setup of a portal event's judging, replaced each time until the
 * results are published. Without `form`, the club's 100-point form.
 */
export const judgingSetupInputSchema = z.object(
  {
    form: z
      .object(
        {
          categories: z
            .array(categorySchema, { error: judgingMessages.formCategories })
            .min(1, { error: judgingMessages.formCategories })
            .max(40, { error: judgingMessages.formCategories })
            .refine(
              ...unique(
                (category: { name: string }) => category.name.toLowerCase(),
                judgingMessages.categoryTwice,
              ),
            ),
        },
        { error: judgingMessages.formCategories },
      )
      .nullish()
      .transform((form) => form ?? null),
    classes: z
      .array(classSchema, { error: judgingMessages.classesMax })
      .max(100, { error: judgingMessages.classesMax })
      .refine(...unique((item: { code: string }) => item.code.toUpperCase(), judgingMessages.classTwice)),
    thresholds: z
      .array(thresholdSchema, { error: judgingMessages.thresholdsMax })
      .max(100, { error: judgingMessages.thresholdsMax })
      .default([]),
    teams: z
      .array(
        z.object(
          {
            classCode: line(judgingMessages.classCode, 10),
            leaderId: idSchema({ error: judgingMessages.leaderInTeam }),
            judgeIds: z
              .array(idSchema({ error: judgingMessages.unknownJudge }), { error: judgingMessages.teamJudges })
              .min(1, { error: judgingMessages.teamJudges })
              .max(8, { error: judgingMessages.teamJudges }),
          },
          { error: judgingMessages.teamJudges },
        ),
        { error: judgingMessages.teamsMax },
      )
      .max(100, { error: judgingMessages.teamsMax })
      .default([]),
    entries: z
      .array(
        z.object(
          {
            registrationId: idSchema({ error: judgingMessages.entryRegistration }),
            classCode: line(judgingMessages.classCode, 10),
          },
          { error: judgingMessages.entryRegistration },
        ),
        { error: judgingMessages.entriesMax },
      )
      .max(2000, { error: judgingMessages.entriesMax })
      .refine(
        ...unique(
          (entry: { registrationId: number }) => String(entry.registrationId),
          judgingMessages.entryTwice,
        ),
      )
      .default([]),
    tabulation: z
      .object(
        {
          fewerSheets: z
            .enum(fewerSheetsRules, { error: judgingMessages.fewerSheets })
            .default("average_all"),
          spreadLimit: z
            .number({ error: judgingMessages.spreadLimit })
            .min(0, { error: judgingMessages.spreadLimit })
            .max(100, { error: judgingMessages.spreadLimit })
            .refine(isTenthOfPoint, { error: judgingMessages.spreadLimit })
            .default(15),
        },
        { error: judgingMessages.fewerSheets },
      )
      .nullish()
      .transform((options) => options ?? null),
  },
  { error: judgingMessages.setupShape },
);
export type JudgingSetupInput = z.output<typeof judgingSetupInputSchema>;

export const judgingStatuses = ["draft", "tabulated", "published"] as const;

/** GET and PUT /api/v1/office/events/{id}/judging: the setup as it stands, with names. */
export const judgingSetupSchema = z.object({
  eventId: z.number().int(),
  status: z.enum(judgingStatuses),
  form: z.array(z.object({ name: z.string(), max: z.number().int() })),
  classes: z.array(z.object({ code: z.string(), name: z.string(), division: z.string() })),
  thresholds: z.array(
    z.object({
      division: z.string(),
      award: z.string(),
      minScore: z.number(),
      maxScore: z.number().nullable(),
      makesSenior: z.boolean(),
    }),
  ),
  teams: z.array(
    z.object({
      classCode: z.string(),
      leaderId: z.number().int(),
      judges: z.array(z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() })),
    }),
  ),
  entries: z.array(
    z.object({
      id: z.number().int(),
      registrationId: z.number().int(),
      classCode: z.string(),
      memberNo: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      vehicle: registeredVehicleSchema.nullable(),
    }),
  ),
  tabulation: z.object({ fewerSheets: z.enum(fewerSheetsRules), spreadLimit: z.number() }),
  publishedAt: z.string().nullable(),
  /** Issue 40: the last time published results were withdrawn, and why (the trail says who). */
  withdrawal: z.object({ at: z.string(), reason: z.string() }).nullable().default(null),
  /** Issue 40: why the actor asking may not publish or withdraw the results now, in the server's words. */
  refusals: z.partialRecord(z.enum(["publish", "withdraw"]), z.string()).default({}),
});
export type JudgingSetup = z.infer<typeof judgingSetupSchema>;

/** PUT /api/v1/judging/sheets/{entry_id}: one judge's sheet for one car, saved again as often as they like. */
export const scoreSheetInputSchema = z.object(
  {
    // Issue 39: whole or half points, as the sheet steps them; 1e-300 passed a plain range and broke the total's
    // column.
    deductions: z.record(
      z.string({ error: judgingMessages.categoryPoints }).max(60, { error: judgingMessages.categoryPoints }),
      z
        .number({ error: judgingMessages.halfPoint })
        .min(0, { error: judgingMessages.halfPoint })
        .max(100, { error: judgingMessages.halfPoint })
        .refine(isHalfPoint, { error: judgingMessages.halfPoint }),
      { error: judgingMessages.categoryPoints },
    ),
    notes: multiLineTextSchema({ error: judgingMessages.notes })
      .trim()
      .max(4000, { error: judgingMessages.notes })
      .nullish()
      .transform((notes) => notes || null),
    /** The eligibility rule the car fails (no fire extinguisher, say): it earns no award. */
    disqualifiedBy: singleLineTextSchema({ error: judgingMessages.disqualifiedBy })
      .trim()
      .max(200, { error: judgingMessages.disqualifiedBy })
      .nullish()
      .transform((rule) => rule || null),
  },
  { error: judgingMessages.categoryPoints },
);

/** POST /api/v1/office/events/{id}/judging/withdraw (issue 40): why the published results are taken back. */
export const withdrawResultsInputSchema = z.object(
  { reason: line(judgingMessages.withdrawReason, 500) },
  { error: judgingMessages.withdrawReason },
);
export type WithdrawResultsInput = z.output<typeof withdrawResultsInputSchema>;
export type ScoreSheetInput = z.output<typeof scoreSheetInputSchema>;

export const scoreSheetSchema = z.object({
  entryId: z.number().int(),
  deductions: z.record(z.string(), z.number()),
  totalDeducted: z.number(),
  notes: z.string().nullable(),
  disqualifiedBy: z.string().nullable(),
  savedAt: z.string(),
});
export type ScoreSheet = z.infer<typeof scoreSheetSchema>;

/** GET /api/v1/judging/assignments: the cars a judge is to score, with the form and their own sheet so far. */
export const judgingAssignmentSchema = z.object({
  entryId: z.number().int(),
  eventId: z.number().int(),
  eventTitle: z.string(),
  classCode: z.string(),
  className: z.string(),
  vehicle: registeredVehicleSchema.nullable(),
  leader: z.boolean(),
  form: z.array(z.object({ name: z.string(), max: z.number().int() })),
  sheet: scoreSheetSchema.nullable(),
});
export type JudgingAssignment = z.infer<typeof judgingAssignmentSchema>;

/** An entry's result: its score by the rule stated, its award, and what the head judge should look at. */
export const judgingResultSchema = z.object({
  entryId: z.number().int(),
  registrationId: z.number().int(),
  vehicleId: z.number().int().nullable(),
  classCode: z.string(),
  division: z.string(),
  score: z.number().nullable(),
  award: z.string().nullable(),
  method: z.enum(["drop_high_low", ...fewerSheetsRules, "none"]),
  sheets: z.number().int(),
  spread: z.number(),
  flagged: z.boolean(),
  disqualifiedBy: z.string().nullable(),
});
export type JudgingResult = z.infer<typeof judgingResultSchema>;

/**
 * GET /api/v1/registrations/{id}/score_sheets: the entrant reads their car's sheets once the results are published,
 * without the judges' names; the office reads any entry's (GET /api/v1/office/judging/entries/{id}/sheets) with them.
 */
export const ownScoreSheetsSchema = z.object({
  score: z.number().nullable(),
  award: z.string().nullable(),
  method: judgingResultSchema.shape.method,
  sheets: z.array(scoreSheetSchema.omit({ entryId: true }).extend({ judge: z.string().nullable() })),
});
export type OwnScoreSheets = z.infer<typeof ownScoreSheetsSchema>;

/**
 * A car's line in its class's published results: its owner and result, never its judges. The owner as the reader may
 * see them (issue 39, member-visibility.rules.ts): `ownerName` is their name, or "A club member" / "A former member"
 * with the first and last name null.
 */
export const meetResultEntrySchema = z.object({
  vehicle: registeredVehicleSchema.nullable(),
  ownerName: z.string(),
  ownerFirstName: z.string().nullable(),
  ownerLastName: z.string().nullable(),
  score: z.number().nullable(),
  award: z.string().nullable(),
  /** A judge found the car ineligible: it earns no award. Why stays on its owner's sheets. */
  disqualified: z.boolean(),
});
export type MeetResultEntry = z.infer<typeof meetResultEntrySchema>;

/**
 * GET /api/v1/events/{id}/results (and its PDF, for the club's magazine): a meet's results once published, for any
 * signed-in account; its classes in the setup's order, each class's cars by score, highest first.
 */
export const meetResultsSchema = z.object({
  event: z.object({
    id: z.number().int(),
    title: z.string(),
    dateStart: z.string(),
    dateEnd: z.string(),
    place: z.string().nullable(),
  }),
  classes: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      division: z.string(),
      entries: z.array(meetResultEntrySchema),
    }),
  ),
});
export type MeetResults = z.infer<typeof meetResultsSchema>;
