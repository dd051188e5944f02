import { z } from "zod";
import { coercedIntegerSchema, textSchema } from "./fields.schema.ts";
import { profileSchema } from "./member.schema.ts";

// The club office (issue 13): its roles, the member list and record it works from, notes and the audit trail.

const optionalText = textSchema()
  .trim()
  .max(100)
  .optional()
  .transform((value) => value || undefined);

export const officeRoles = ["office_staff", "office_admin"] as const;
export type OfficeRole = (typeof officeRoles)[number];

/**
 * Where an account stands, as the office sees it: a membership in force (active, lifetime), one that ran out
 * (lapsed), an account that joined and never paid (unpaid_joiner), one the office closed (deceased, resigned),
 * or an office account without a membership (staff).
 */
export const memberStatuses = [
  "active",
  "lifetime",
  "lapsed",
  "unpaid_joiner",
  "deceased",
  "resigned",
  "staff",
] as const;
export type MemberStatus = (typeof memberStatuses)[number];

export const officeMemberSorts = ["last_name", "member_no", "dues_expire", "created_at"] as const;

/** GET /api/v1/office/members: q matches name, e-mail, member number, city and postal code. */
export const officeMemberQuerySchema = z.object({
  q: optionalText,
  status: z.enum(memberStatuses).optional(),
  region: optionalText,
  sort: z.enum(officeMemberSorts).default("last_name"),
  order: z.enum(["asc", "desc"]).default("asc"),
  page: coercedIntegerSchema().min(1).default(1),
});
export type OfficeMemberQuery = z.output<typeof officeMemberQuerySchema>;

export const officePageSize = 50;

export const officeMemberRowSchema = z.object({
  id: z.number().int(),
  memberNo: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  planTitle: z.string().nullable(),
  duesExpire: z.string().nullable(),
  status: z.enum(memberStatuses),
  officeRole: z.enum(officeRoles).nullable(),
  regions: z.array(z.string()),
});
export type OfficeMemberRow = z.infer<typeof officeMemberRowSchema>;

export const officeMemberListSchema = z.object({
  results: z.array(officeMemberRowSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const noteMessages = {
  required: "Note is required",
  tooLong: "Note is too long (5,000 characters at most)",
};

export const noteInputSchema = z.object({
  text: textSchema({ error: noteMessages.required })
    .trim()
    .min(1, { error: noteMessages.required })
    .max(5000, { error: noteMessages.tooLong }),
});

export const officeNoteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  memberId: z.number().int().nullable(),
  action: z.string(),
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/v1/office/audit (and /audit.csv, without the page). */
export const auditQuerySchema = z.object({
  memberId: coercedIntegerSchema().min(1).optional(),
  actorId: coercedIntegerSchema().min(1).optional(),
  from: z.iso.date("Use YYYY-MM-DD").optional(),
  to: z.iso.date("Use YYYY-MM-DD").optional(),
  page: coercedIntegerSchema().min(1).default(1),
});

export const auditPageSchema = z.object({
  results: z.array(auditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
});

const moneyCents = z.number().int();

/** GET /api/v1/office/members/{id}: the whole record the office works from. */
export const officeMemberRecordSchema = z.object({
  profile: profileSchema,
  status: z.enum(memberStatuses),
  officeRole: z.enum(officeRoles).nullable(),
  deceasedOn: z.string().nullable(),
  resignedOn: z.string().nullable(),
  createdAt: z.string(),
  nationalMembership: z
    .object({
      planTitle: z.string(),
      lifelong: z.boolean(),
      yearJoined: z.number().int().nullable(),
      duesExpire: z.string().nullable(),
    })
    .nullable(),
  regionalMemberships: z.array(
    z.object({ regionCode: z.string(), regionName: z.string(), duesExpire: z.string().nullable() }),
  ),
  associate: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  invoices: z.array(
    z.object({
      orderId: z.string(),
      kind: z.string(),
      status: z.string(),
      total: moneyCents,
      createdAt: z.string(),
      paidAt: z.string().nullable(),
      items: z.array(z.object({ description: z.string(), amount: moneyCents })),
      payments: z.array(
        z.object({
          id: z.number().int(),
          provider: z.string(),
          amount: moneyCents,
          capturedAt: z.string(),
        }),
      ),
    }),
  ),
  donations: z.array(z.object({ kind: z.string(), amount: moneyCents, createdAt: z.string() })),
  vehicles: z.array(
    z.object({
      id: z.number().int(),
      year: z.number().int(),
      make: z.string().nullable(),
      model: z.string(),
      approved: z.boolean(),
    }),
  ),
  registrations: z.array(z.object({ eventTitle: z.string(), dateStart: z.string(), createdAt: z.string() })),
  mails: z.array(
    z.object({
      id: z.number().int(),
      subject: z.string(),
      status: z.string(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
  notes: z.array(officeNoteSchema),
  audit: z.array(auditEntrySchema),
});
export type OfficeMemberRecord = z.infer<typeof officeMemberRecordSchema>;
