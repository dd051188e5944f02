import { z } from "zod";
import { idSchema, isoDaySchema, multiLineTextSchema, singleLineTextSchema } from "./fields.schema.ts";
import { termStates } from "./officer-terms.rules.ts";

// Issue 42: a region's officers, each holding one of the offices the club keeps for a term. The office (national)
// appoints, changes and ends terms; a region's director proposes officers, whom the office confirms.

/**
 * The offices the portal knows by key (migration 0034 adds them with their titles; the office may rename them and add
 * its own, which have no key). "Regional administrator" is the appointment the portal knew before terms (issue 14):
 * the region's pages without a title.
 */
export const officeKeys = [
  "director",
  "treasurer",
  "membership_chair",
  "events_chair",
  "newsletter_editor",
  "judging_chair",
  "administrator",
] as const;
export type OfficeKey = (typeof officeKeys)[number];

export const officerTermMessages = {
  memberNoRequired: "Member number is required",
  memberNoInvalid: "Member number is a whole number",
  unknownMember: "No member has that number",
  closedAccount: "That member's account is closed: they cannot hold an office",
  officeRequired: "Choose an office",
  unknownOffice: "No such office",
  retiredOffice: "That office is no longer used: choose another",
  startsOnRequired: "First day is required",
  endsBeforeStart: "The last day cannot come before the first",
  endsInThePast: "The last day has passed: a term that ended is history and is not appointed now",
  reasonTooLong: "Reason is too long (500 characters at most)",
  titleRequired: "Give the office a title",
  titleTooLong: "Title is too long (60 characters at most)",
  titleTaken: "Another office has that title",
  officeInUse:
    "This office is built in or members have held it: retire it instead of deleting it (it stays on their terms)",
  notServing: "Only a term being served now is ended today",
  termBegun:
    "This term has begun: it is part of the region's history. End it (give it a last day) instead of deleting it",
  notProposed: "This term is not a proposal waiting for the office",
  notDirector: "Only a current director of the region proposes its officers",
  overlaps: "The member already holds this office in the region for some of those days",
  electedOverlaps:
    "A winner already holds this office in the region for some of the new term's days: end that term, then publish",
} as const;

export const regionalOfficeSchema = z.object({
  id: z.number().int(),
  /** A built-in office's key (director, treasurer, …); null for one the club added. */
  key: z.string().nullable(),
  title: z.string(),
  /** A retired office is kept for its past terms and offered for no new one. */
  retired: z.boolean(),
});
export type RegionalOffice = z.infer<typeof regionalOfficeSchema>;

const titleSchema = singleLineTextSchema({ error: officerTermMessages.titleRequired })
  .trim()
  .min(1, { error: officerTermMessages.titleRequired })
  .max(60, { error: officerTermMessages.titleTooLong });

/** POST /api/v1/office/regional-offices */
export const regionalOfficeInputSchema = z.object({ title: titleSchema });
/** PATCH /api/v1/office/regional-offices/{id} */
export const regionalOfficeUpdateSchema = z.object({
  title: titleSchema.optional(),
  retired: z.boolean().optional(),
});
export type RegionalOfficeUpdate = z.output<typeof regionalOfficeUpdateSchema>;

const memberNoSchema = z
  .number({
    error: (issue) =>
      issue.input === undefined ? officerTermMessages.memberNoRequired : officerTermMessages.memberNoInvalid,
  })
  .int({ error: officerTermMessages.memberNoInvalid })
  .positive({ error: officerTermMessages.memberNoInvalid });
const reasonSchema = multiLineTextSchema()
  .trim()
  .max(500, { error: officerTermMessages.reasonTooLong })
  .optional()
  .transform((value) => value || undefined);
const endsOnSchema = isoDaySchema().nullable();

const lastDayAfterFirst = (term: { startsOn?: string; endsOn?: string | null }) =>
  !term.startsOn || !term.endsOn || term.endsOn >= term.startsOn;

/** POST /api/v1/office/regions/{code}/terms (and a director's proposal): who, which office, from and to which day. */
export const officerTermInputSchema = z
  .object({
    memberNo: memberNoSchema,
    officeId: idSchema({ error: officerTermMessages.officeRequired }),
    /** The term's first day; none: the club's today. */
    startsOn: isoDaySchema().optional(),
    /** The term's last day; null: until the office ends it. */
    endsOn: endsOnSchema.default(null),
    reason: reasonSchema,
  })
  .refine(lastDayAfterFirst, { error: officerTermMessages.endsBeforeStart, path: ["endsOn"] });
export type OfficerTermInput = z.output<typeof officerTermInputSchema>;

/** PATCH /api/v1/office/regions/{code}/terms/{id}: new days (ending a term early is giving it a last day). */
export const officerTermUpdateSchema = z
  .object({ startsOn: isoDaySchema().optional(), endsOn: endsOnSchema.optional(), reason: reasonSchema })
  .refine(lastDayAfterFirst, { error: officerTermMessages.endsBeforeStart, path: ["endsOn"] });
export type OfficerTermUpdate = z.output<typeof officerTermUpdateSchema>;

/** A term as the office reads it. */
export const officerTermSchema = z.object({
  id: z.number().int(),
  regionCode: z.string(),
  office: regionalOfficeSchema.pick({ id: true, key: true, title: true }),
  member: z.object({ memberId: z.number().int(), memberNo: z.number().int(), name: z.string() }),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  /** On the club's today: proposed (waiting for the office), upcoming, current or ended. */
  state: z.enum(termStates),
  /** The director who proposed it, when one did. */
  proposedBy: z.object({ memberId: z.number().int(), name: z.string() }).nullable(),
});
export type OfficerTerm = z.infer<typeof officerTermSchema>;

/** GET /api/v1/regions/{code}/officers: the region's current officers, named as each one's privacy allows. */
export const publicOfficerSchema = z.object({
  office: z.string(),
  /** The officer's name, or "A club member" for one who is not listed in the directory. */
  name: z.string(),
  named: z.boolean(),
});
export const regionOfficersSchema = z.object({
  region: z.object({ code: z.string(), name: z.string() }),
  officers: z.array(publicOfficerSchema),
});
export type RegionOfficers = z.infer<typeof regionOfficersSchema>;
