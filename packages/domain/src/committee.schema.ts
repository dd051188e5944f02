import { z } from "zod";
import { isoDaySchema, multiLineTextSchema, singleLineTextSchema } from "./fields.schema.ts";

// Issue 46: the club's committees (the board of directors among them) and a region's own, each with the members
// serving on it for a term and their role on it. The office keeps them; everyone reads who serves now. A term's days
// are read by the officers' rule (officer-terms.rules.ts: termState, daysOverlap), on the club's day.

export const committeeMessages = {
  nameRequired: "Give the committee a name",
  nameTooLong: "Name is too long (80 characters at most)",
  nameTaken: "Another committee has that name",
  descriptionTooLong: "Description is too long (1,000 characters at most)",
  unknownRegion: "No region has that code",
  committeeInUse:
    "Members have served on this committee: retire it instead of deleting it (it stays on their terms)",
  committeeRetired: "This committee is retired: use it again before seating members on it",
  memberNoRequired: "Member number is required",
  memberNoInvalid: "Member number is a whole number",
  unknownMember: "No member has that number",
  closedAccount: "That member's account is closed: they cannot serve on a committee",
  roleRequired: "Give the member's role (Chair, Member…)",
  roleTooLong: "Role is too long (60 characters at most)",
  endsBeforeStart: "The last day cannot come before the first",
  endsInThePast: "The last day has passed: a term that ended is history and is not added now",
  overlaps: "The member already serves on this committee for some of those days",
  notServing: "Only a term being served now is ended today",
  termBegun:
    "This term has begun: it is part of the committee's history. End it (give it a last day) instead of deleting it",
} as const;

/** The role a member seated without one (an election's winner) holds. */
export const defaultCommitteeRole = "Member";

const nameSchema = singleLineTextSchema({ error: committeeMessages.nameRequired })
  .trim()
  .min(1, { error: committeeMessages.nameRequired })
  .max(80, { error: committeeMessages.nameTooLong });
const descriptionSchema = multiLineTextSchema()
  .trim()
  .max(1000, { error: committeeMessages.descriptionTooLong });
const roleSchema = singleLineTextSchema({ error: committeeMessages.roleRequired })
  .trim()
  .min(1, { error: committeeMessages.roleRequired })
  .max(60, { error: committeeMessages.roleTooLong });
const memberNoSchema = z
  .number({
    error: (issue) =>
      issue.input === undefined ? committeeMessages.memberNoRequired : committeeMessages.memberNoInvalid,
  })
  .int({ error: committeeMessages.memberNoInvalid })
  .positive({ error: committeeMessages.memberNoInvalid });
const lastDayAfterFirst = (term: { startsOn?: string; endsOn?: string | null }) =>
  !term.startsOn || !term.endsOn || term.endsOn >= term.startsOn;

/** POST /api/v1/office/committees: a committee of the club (region_code null) or of one region. */
export const committeeInputSchema = z.object({
  name: nameSchema,
  description: descriptionSchema.default(""),
  regionCode: z
    .string({ error: committeeMessages.unknownRegion })
    .trim()
    .toUpperCase()
    .min(1, { error: committeeMessages.unknownRegion })
    .max(10, { error: committeeMessages.unknownRegion })
    .nullable()
    .default(null),
});
export type CommitteeInput = z.output<typeof committeeInputSchema>;

/** PATCH /api/v1/office/committees/{id}: renamed, described, retired (no new terms, not shown) or used again. */
export const committeeUpdateSchema = z.object({
  name: nameSchema.optional(),
  description: descriptionSchema.optional(),
  retired: z.boolean().optional(),
});
export type CommitteeUpdate = z.output<typeof committeeUpdateSchema>;

/** POST /api/v1/office/committees/{id}/terms: who, in which role, from and to which day. */
export const committeeTermInputSchema = z
  .object({
    memberNo: memberNoSchema,
    role: roleSchema.default(defaultCommitteeRole),
    /** The term's first day; none: the club's today. */
    startsOn: isoDaySchema().optional(),
    /** The term's last day; null: until the office ends it. */
    endsOn: isoDaySchema().nullable().default(null),
  })
  .refine(lastDayAfterFirst, { error: committeeMessages.endsBeforeStart, path: ["endsOn"] });
export type CommitteeTermInput = z.output<typeof committeeTermInputSchema>;

/** PATCH /api/v1/office/committees/{id}/terms/{termId}: another role or other days. */
export const committeeTermUpdateSchema = z
  .object({
    role: roleSchema.optional(),
    startsOn: isoDaySchema().optional(),
    endsOn: isoDaySchema().nullable().optional(),
  })
  .refine(lastDayAfterFirst, { error: committeeMessages.endsBeforeStart, path: ["endsOn"] });
export type CommitteeTermUpdate = z.output<typeof committeeTermUpdateSchema>;

/** Where a committee term stands on the club's today. */
export const committeeTermStates = ["upcoming", "current", "ended"] as const;
export type CommitteeTermState = (typeof committeeTermStates)[number];

/** A term as the office reads it. */
export const committeeTermSchema = z.object({
  id: z.number().int(),
  member: z.object({ memberId: z.number().int(), memberNo: z.number().int(), name: z.string() }),
  role: z.string(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  state: z.enum(committeeTermStates),
  /** The election that seated them, when one did. */
  electionId: z.number().int().nullable(),
});
export type CommitteeTerm = z.infer<typeof committeeTermSchema>;

/** A committee as the office reads it: every term, current and upcoming first, then the ended ones. */
export const officeCommitteeSchema = z.object({
  id: z.number().int(),
  /** A built-in committee's key ("board"); null for one the office added. */
  key: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  /** The region whose committee it is; null for the club's own. */
  region: z.object({ code: z.string(), name: z.string() }).nullable(),
  retired: z.boolean(),
  terms: z.array(committeeTermSchema),
});
export type OfficeCommittee = z.infer<typeof officeCommitteeSchema>;

/** GET /api/v1/office/committees: the club's committees, then each region's, in the office's order. */
export const officeCommitteesSchema = z.object({ committees: z.array(officeCommitteeSchema) });
export type OfficeCommittees = z.infer<typeof officeCommitteesSchema>;

/** A member serving now, named as each one's privacy allows. */
export const publicCommitteeMemberSchema = z.object({
  /** The term's id: two members not listed share the same words. */
  termId: z.number().int(),
  role: z.string(),
  /** The member's name, or "A club member" for one who is not listed in the directory. */
  name: z.string(),
  named: z.boolean(),
});

/** A committee in use as everyone reads it, with who serves on it today. */
export const publicCommitteeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  members: z.array(publicCommitteeMemberSchema),
});
export type PublicCommittee = z.infer<typeof publicCommitteeSchema>;

/** GET /api/v1/committees: the club's (national) committees. */
export const clubCommitteesSchema = z.object({ committees: z.array(publicCommitteeSchema) });
export type ClubCommittees = z.infer<typeof clubCommitteesSchema>;

/** GET /api/v1/regions/{code}/committees: a region's committees. */
export const regionCommitteesSchema = z.object({
  region: z.object({ code: z.string(), name: z.string() }),
  committees: z.array(publicCommitteeSchema),
});
export type RegionCommittees = z.infer<typeof regionCommitteesSchema>;

/** My data: a term of theirs on a committee. */
export const myCommitteeTermSchema = z.object({
  committee: z.string(),
  /** The region whose committee it is; null for the club's own. */
  regionCode: z.string().nullable(),
  role: z.string(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  state: z.enum(committeeTermStates),
});
export type MyCommitteeTerm = z.infer<typeof myCommitteeTermSchema>;
