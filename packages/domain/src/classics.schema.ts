import { z } from "zod";
import { idParamSchema, idSchema, multiLineTextSchema, singleLineTextSchema } from "./fields.schema.ts";
import { officeMessages, officePageQuerySchema, officePageSchema } from "./office.schema.ts";
import { firstVehicleYear, lastVehicleYear } from "./vehicle.schema.ts";

// Issue 27: the club's list of Full Classic cars, published to everyone, kept by the office; members petition to
// add a car the list lacks, and the office approves (the car joins the list) or rejects with a reason.

export const classicSeriesMaxLength = 100;
export const classicNotesMaxLength = 1000;
export const petitionEvidenceMaxLength = 2000;
/** A member's petitions waiting for the office at once: enough for a collector, not a flood of the office's queue. */
export const maxPendingPetitions = 10;

export const classicMessages = {
  makeRequired: "Make is required",
  makeUnknown: "Choose a make from the list",
  modelRequired: "Model is required",
  modelTooLong: `Model is too long (${classicSeriesMaxLength} characters at most)`,
  seriesTooLong: `Series is too long (${classicSeriesMaxLength} characters at most)`,
  firstYearRequired: "First year is required",
  lastYearRequired: "Last year is required",
  yearRange: `Use a year from ${firstVehicleYear} to ${lastVehicleYear}`,
  lastYearBeforeFirst: "The last year cannot be before the first year",
  evidenceRequired: "Evidence is required: say where the car is documented as a Full Classic",
  evidenceTooLong: `Evidence is too long (${petitionEvidenceMaxLength} characters at most)`,
  notesTooLong: `Notes are too long (${classicNotesMaxLength} characters at most)`,
  status: "Status must be pending, approved or rejected",
  tooManyPending: `You have ${maxPendingPetitions} petitions waiting for the office. Wait for its answer before sending another.`,
  alreadyDecided: (status: "approved" | "rejected") =>
    `This petition was already ${status}. Reload the list to see the decision.`,
  petitionSent: "Your petition was sent. The office's answer will show under Your petitions.",
  noClassics: "No cars are on the Full Classic list yet.",
  noPetitions: "You have not petitioned to add a car.",
} as const;

const yearSchema = (required: string) =>
  z
    .number({ error: required })
    .int({ error: classicMessages.yearRange })
    .min(firstVehicleYear, { error: classicMessages.yearRange })
    .max(lastVehicleYear, { error: classicMessages.yearRange });

/**
 * The years' order, said at the last year. The server refuses it with 422 once both years are valid (a rule about
 * two fields together, as an unknown make is about a valid id); the forms check it before sending.
 */
export function classicYearsError(years: { firstYear: number; lastYear: number }): string | null {
  return years.lastYear < years.firstYear ? classicMessages.lastYearBeforeFirst : null;
}

const makeIdSchema = idSchema({ error: classicMessages.makeRequired });

/** A one-line text a form may leave blank: trimmed, and blank is null. */
const optionalLine = (max: number, tooLong: string) =>
  singleLineTextSchema()
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => value || null);

const optionalNotes = multiLineTextSchema()
  .trim()
  .max(classicNotesMaxLength, { error: classicMessages.notesTooLong })
  .nullish()
  .transform((value) => value || null);

/**
 * POST /api/v1/office/classics and PUT /api/v1/office/classics/{id} (the whole entry each time): no series for every
 * model of the make.
 */
export const classicInputSchema = z.object({
  makeId: makeIdSchema,
  series: optionalLine(classicSeriesMaxLength, classicMessages.seriesTooLong),
  firstYear: yearSchema(classicMessages.firstYearRequired),
  lastYear: yearSchema(classicMessages.lastYearRequired),
  notes: optionalNotes,
});
export type ClassicInput = z.output<typeof classicInputSchema>;

/** POST /api/v1/classics/petitions: a car the member asks the club to add, and where it is documented. */
export const classicPetitionInputSchema = z.object({
  makeId: makeIdSchema,
  model: singleLineTextSchema({ error: classicMessages.modelRequired })
    .trim()
    .min(1, { error: classicMessages.modelRequired, abort: true })
    .max(classicSeriesMaxLength, { error: classicMessages.modelTooLong }),
  firstYear: yearSchema(classicMessages.firstYearRequired),
  lastYear: yearSchema(classicMessages.lastYearRequired),
  evidence: multiLineTextSchema({ error: classicMessages.evidenceRequired })
    .trim()
    .min(1, { error: classicMessages.evidenceRequired, abort: true })
    .max(petitionEvidenceMaxLength, { error: classicMessages.evidenceTooLong }),
});
export type ClassicPetitionInput = z.output<typeof classicPetitionInputSchema>;

const optionalReason = multiLineTextSchema()
  .trim()
  .max(500, { error: officeMessages.reasonTooLong })
  .nullish()
  .transform((value) => value || null);

/**
 * POST /api/v1/office/classics/petitions/{id}/approve: the entry added is the petition's make, model (as its series)
 * and years. `series` left out keeps the model; given, it replaces it, and blank or null lists every model of the
 * make. `notes` go on the entry.
 */
export const classicApprovalSchema = z.object({
  reason: optionalReason,
  series: singleLineTextSchema()
    .trim()
    .max(classicSeriesMaxLength, { error: classicMessages.seriesTooLong })
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
  notes: optionalNotes,
});
export type ClassicApproval = z.output<typeof classicApprovalSchema>;

/** POST /api/v1/office/classics/petitions/{id}/reject: the member reads the reason beside their petition. */
export const classicRejectionSchema = z.object({
  reason: multiLineTextSchema({ error: officeMessages.reasonRequired })
    .trim()
    .min(1, { error: officeMessages.reasonRequired })
    .max(500, { error: officeMessages.reasonTooLong }),
});
export type ClassicRejection = z.output<typeof classicRejectionSchema>;

/** GET /api/v1/classics?make_id= (and the office's): the whole list, or one make's entries. */
export const classicListQuerySchema = z.object({ makeId: idParamSchema.optional() });

/** An entry of the list: a make, a series (null: every model of the make) and the years it covers. */
export const classicSchema = z.object({
  id: z.number().int(),
  makeId: z.number().int(),
  make: z.string(),
  series: z.string().nullable(),
  firstYear: z.number().int(),
  lastYear: z.number().int(),
  notes: z.string().nullable(),
});
export type Classic = z.infer<typeof classicSchema>;

/** An entry as one line: "Lincoln Continental, 1940–1948", "Packard, every model, 1925–1948". */
export function classicLabel(entry: Pick<Classic, "make" | "series" | "firstYear" | "lastYear">): string {
  const years =
    entry.firstYear === entry.lastYear ? String(entry.firstYear) : `${entry.firstYear}–${entry.lastYear}`;
  return entry.series ? `${entry.make} ${entry.series}, ${years}` : `${entry.make}, every model, ${years}`;
}

export const petitionStatuses = ["pending", "approved", "rejected"] as const;
export type PetitionStatus = (typeof petitionStatuses)[number];

/** A petition as its member sees it: what they asked, where it stands, and the office's reason. */
export const classicPetitionSchema = z.object({
  id: z.number().int(),
  makeId: z.number().int(),
  make: z.string(),
  model: z.string(),
  firstYear: z.number().int(),
  lastYear: z.number().int(),
  evidence: z.string(),
  status: z.enum(petitionStatuses),
  /** The office's reason for its decision; null while pending, or approved without one. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The entry an approval added to the list (null once the office removed it again). */
  classicId: z.number().int().nullable(),
});
export type ClassicPetition = z.infer<typeof classicPetitionSchema>;

/** A petition as the office reviews it: with the member who sent it. */
export const officeClassicPetitionSchema = classicPetitionSchema.extend({
  member: z.object({
    id: z.number().int(),
    memberNo: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
  }),
});
export type OfficeClassicPetition = z.infer<typeof officeClassicPetitionSchema>;

/** GET /api/v1/office/classics/petitions?status=&page=: pending unless asked (oldest first), 50 a page. */
export const classicPetitionQuerySchema = officePageQuerySchema.extend({
  status: z.enum(petitionStatuses, { error: classicMessages.status }).default("pending"),
});
export type ClassicPetitionQuery = z.output<typeof classicPetitionQuerySchema>;

export const officeClassicPetitionListSchema = officePageSchema(officeClassicPetitionSchema).extend({
  /** How many petitions each status holds, for the tabs. */
  counts: z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
});
export type OfficeClassicPetitionList = z.infer<typeof officeClassicPetitionListSchema>;
