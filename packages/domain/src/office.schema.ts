import { z } from "zod";
import {
  coercedIntegerSchema,
  emailSchema,
  idSchema,
  integerSchema,
  isoDaySchema,
  multiLineTextSchema,
  singleLineTextSchema,
  textSchema,
} from "./fields.schema.ts";
import { profileFieldsSchema, profileSchema, seniorCategories } from "./member.schema.ts";
import {
  memberActions,
  memberPoliciesSchema,
  memberRefusalsSchema,
  officePoliciesSchema,
} from "./office-policies.schema.ts";
import { officeRoles } from "./own-profile.schema.ts";
import { standings } from "./standing.rules.ts";

// The club office (issue 13): the member list and record it works from, notes and the audit trail.

const optionalText = textSchema()
  .trim()
  .max(100)
  .optional()
  .transform((value) => value || undefined);

/**
 * Where an account stands, as the office sees it: its standing (standing.rules.ts), or staff for an office account
 * without a membership (its standing would say unpaid_joiner).
 */
export const memberStatuses = [...standings, "staff"] as const;
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

/** ?page= of an office list: from 1. */
export const officePageQuerySchema = z.object({ page: coercedIntegerSchema().min(1).default(1) });

/** The rows a page of an office list starts after. */
export const officePageOffset = (page: number) => (page - 1) * officePageSize;

/** One page of an office list: its rows, which page, the page's size and how many rows in all. */
export function officePageSchema<Row extends z.ZodType>(row: Row) {
  return z.object({
    results: z.array(row),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
}

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
  /** What the actor asking may do to this account, and why not, as a record's (issue 39: the merge picker reads it). */
  policies: memberPoliciesSchema,
  refusals: memberRefusalsSchema,
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
  text: multiLineTextSchema({ error: noteMessages.required })
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
  /** The member's name now (null for an entry about no member, or one since purged). */
  memberName: z.string().nullable(),
  action: z.string(),
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditFilterMessages = {
  who: "Type a member number, or at least 3 letters of a name",
};

// A member number has at most 9 digits; a name needs 3 characters, the least a trigram index can look up.
const whoFilter = singleLineTextSchema()
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .refine(
    (value) => value === undefined || /^[1-9]\d{0,8}$/.test(value) || /^(?!\d+$).{3,100}$/u.test(value),
    { error: auditFilterMessages.who },
  );

/**
 * GET /api/v1/office/audit (and /audit.csv, without the page). member_search and actor_search take what the office
 * knows (a member number or part of a name); member_id and actor_id are the links from a member's record.
 */
export const auditQuerySchema = z.object({
  memberSearch: whoFilter,
  actorSearch: whoFilter,
  memberId: coercedIntegerSchema().min(1).optional(),
  actorId: coercedIntegerSchema().min(1).optional(),
  from: isoDaySchema().optional(),
  to: isoDaySchema().optional(),
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
  /** When the member unsubscribed from announcements (issue 15); reminders and receipts still go. */
  bulkMailOptOutAt: z.string().nullable(),
  /** The account this duplicate was merged into: it no longer signs in. */
  mergedIntoId: z.number().int().nullable(),
  createdAt: z.string(),
  /** What the office account asking may do to this account (issue 23): the record shows those actions only. */
  policies: memberPoliciesSchema,
  /** Why not, in the policy's words, for each action `policies` refuse (issue 39): the web shows this line. */
  refusals: memberRefusalsSchema,
  /** The actions `policies` allow only with a code of the actor's authenticator given with the request. */
  secondFactorFor: z.array(z.enum(memberActions)),
  nationalMembership: z
    .object({
      nationalPlanId: z.number().int(),
      planTitle: z.string(),
      lifelong: z.boolean(),
      yearJoined: z.number().int().nullable(),
      duesExpire: z.string().nullable(),
      complimentary: z.boolean(),
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
          reference: z.string().nullable(),
          amount: moneyCents,
          refunded: moneyCents,
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
      /** Turned down by the office (issue 14), with its reason; otherwise null. */
      rejectionReason: z.string().nullable(),
    }),
  ),
  registrations: z.array(z.object({ eventTitle: z.string(), dateStart: z.string(), createdAt: z.string() })),
  /** Mail for the member (by the member it is for, or, for mail older than that, by the address). */
  mails: z.array(
    z.object({
      id: z.number().int(),
      subject: z.string(),
      /** pending, sending, sent, failed (retried), bounced (refused for good). */
      status: z.string(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
  /** The member's current address bounces (issue 15): reminders and announcements skip it until it is cleared. */
  mailBounce: z.object({ reason: z.string(), bouncedAt: z.string() }).nullable(),
  /** Renewal reminders sent, the latest first; `step` as "before:60", "window_open", "lapsed:7". */
  reminders: z.array(
    z.object({
      step: z.string(),
      channel: z.enum(["email", "letter"]),
      runOn: z.string(),
      /** The dues date of the membership year it was about. */
      cycle: z.string(),
    }),
  ),
  notes: z.array(officeNoteSchema),
  audit: z.array(auditEntrySchema),
});
export type OfficeMemberRecord = z.infer<typeof officeMemberRecordSchema>;

export const officeMessages = {
  reasonRequired: "Reason is required",
  reasonTooLong: "Reason is too long (500 characters at most)",
  dateFormat: "Use YYYY-MM-DD",
  planRequired: "Choose a national plan",
  amountPositive: "Amount must be more than zero",
  amountNotTotal: "Amount must equal the amount due",
  referenceRequired: "Reference is required (the cheque number, or who handed the cash)",
  duplicateRequired: "Choose the duplicate account",
  duplicateSelf: "A member cannot be merged with itself",
  codeRequired: "Enter the 6-digit code from your authenticator app, or a recovery code",
};

const reasonSchema = multiLineTextSchema({ error: officeMessages.reasonRequired })
  .trim()
  .min(1, { error: officeMessages.reasonRequired })
  .max(500, { error: officeMessages.reasonTooLong });

const isoDay = isoDaySchema(officeMessages.dateFormat);

/**
 * PUT /api/v1/office/members/{id}: any of the profile's fields, e-mail included, and why (optional). Fields left
 * out keep their value.
 */
export const officeMemberUpdateSchema = z.object({
  member: profileFieldsSchema
    .extend({
      // Without the form's default: a field left out keeps its value.
      publicationPreferences: z.number().int().min(0).max(2),
      email: emailSchema,
      seniorCategory: z.enum(seniorCategories).nullish(),
      seniorNumber: singleLineTextSchema().trim().max(20).nullish(),
    })
    .partial(),
  reason: reasonSchema.optional(),
  /** A code of the actor's authenticator: moving an office account's e-mail asks for it (issue 23). */
  twoFactorCode: textSchema().trim().max(20).optional(),
});
export type OfficeMemberUpdate = z.output<typeof officeMemberUpdateSchema>;

/** POST /api/v1/office/members/{id}/membership: one change of the membership, always with a reason. */
export const membershipActionSchema = z.discriminatedUnion(
  "action",
  [
    z.object({
      action: z.literal("change_plan"),
      nationalPlan: idSchema({ error: officeMessages.planRequired }),
    }),
    z.object({ action: z.literal("make_lifetime") }),
    z.object({ action: z.literal("set_dues_expire"), duesExpire: isoDay }),
    // A complimentary year for a joiner who has no membership yet needs the plan it is of.
    z.object({ action: z.literal("complimentary_year"), nationalPlan: idSchema().optional() }),
    z.object({ action: z.literal("mark_deceased"), on: isoDay.optional() }),
    z.object({ action: z.literal("mark_resigned"), on: isoDay.optional() }),
  ],
  {
    error:
      "Action must be change_plan, make_lifetime, set_dues_expire, complimentary_year, mark_deceased or mark_resigned",
  },
);
export const membershipActionInputSchema = z.intersection(
  membershipActionSchema,
  z.object({ reason: reasonSchema }),
);
export type MembershipAction = z.output<typeof membershipActionSchema>;
export const membershipActions = [
  "change_plan",
  "make_lifetime",
  "set_dues_expire",
  "complimentary_year",
  "mark_deceased",
  "mark_resigned",
] as const;

export const offlineMethods = ["cheque", "cash", "bank_transfer"] as const;
export type OfflineMethod = (typeof offlineMethods)[number];

/**
 * POST /api/v1/office/members/{id}/payments: a payment the office received. Against the member's open invoice
 * (`invoice_id`, its order id), or, without one, against a renewal (a join for an account that never had a
 * membership) of the member's current choices, priced by the server; `national_plan` chooses another plan.
 */
export const offlinePaymentSchema = z.object({
  method: z.enum(offlineMethods, { error: "Method must be cheque, cash or bank_transfer" }),
  reference: singleLineTextSchema({ error: officeMessages.referenceRequired })
    .trim()
    .min(1, { error: officeMessages.referenceRequired })
    .max(100),
  amount: integerSchema({ error: "Amount is required (in cents)" }).positive({
    error: officeMessages.amountPositive,
  }),
  invoiceId: textSchema().trim().min(1).max(40).optional(),
  nationalPlan: idSchema().optional(),
});
export type OfflinePayment = z.output<typeof offlinePaymentSchema>;

/** POST /api/v1/office/payments/{id}/refund: without an amount, what is left of the payment. */
export const refundInputSchema = z.object({
  amount: integerSchema().positive({ error: officeMessages.amountPositive }).optional(),
  reason: reasonSchema,
});

export const mergeInputSchema = z.object({
  duplicateId: idSchema({ error: officeMessages.duplicateRequired }),
  reason: reasonSchema.optional(),
});

export const paymentKinds = ["payment", "refund"] as const;

/** GET /api/v1/office/payments: every payment and refund, newest first, for the treasurer. */
export const paymentListQuerySchema = z.object({
  from: isoDay.optional(),
  to: isoDay.optional(),
  method: textSchema().trim().max(30).optional(),
  page: coercedIntegerSchema().min(1).default(1),
});
export type PaymentListQuery = z.output<typeof paymentListQuerySchema>;

export const paymentLineSchema = z.object({
  kind: z.enum(paymentKinds),
  id: z.number().int(),
  paymentId: z.number().int(),
  at: z.string(),
  memberId: z.number().int(),
  memberNo: z.number().int(),
  memberName: z.string(),
  orderId: z.string(),
  invoiceKind: z.string(),
  method: z.string(),
  reference: z.string().nullable(),
  /** Cents: negative for a refund. */
  amount: z.number().int(),
  reason: z.string().nullable(),
  status: z.string(),
  recordedBy: z.string().nullable(),
});
export type PaymentLine = z.infer<typeof paymentLineSchema>;

export const paymentListSchema = z.object({
  results: z.array(paymentLineSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Payments less refunds over every matching line (not only this page), in cents. */
  net: z.number().int(),
});

/** The office's second factor (OFFICE_2FA). */
export const twoFactorCodeSchema = z.object({
  code: textSchema({ error: officeMessages.codeRequired })
    .trim()
    .min(6, { error: officeMessages.codeRequired })
    .max(20, { error: officeMessages.codeRequired }),
});

export const twoFactorStatusSchema = z.object({
  required: z.boolean(),
  enrolled: z.boolean(),
  verified: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code (SVG), for the authenticator app's camera. */
  qrSvg: z.string(),
});

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

// The office's writes on a member (PUT /members/{id}, /membership, /payments, /merge, /payments/{id}/refund) answer
// with the member's record as it is after the change (officeMemberRecordSchema).

/** GET /api/v1/office/members/{id}/payment_quote: what a payment without an invoice would buy, priced by the server. */
export const paymentQuoteQuerySchema = z.object({
  nationalPlan: coercedIntegerSchema().positive().optional(),
});

export const paymentQuoteSchema = z.object({
  kind: z.enum(["join", "renewal"]),
  nationalPlanId: z.number().int(),
  items: z.array(z.object({ description: z.string(), amount: moneyCents })),
  total: moneyCents,
  /**
   * The invoices of this member still open: a payment may be recorded against one of them instead. Their `total` is
   * what a cheque pays, without the online convenience fee (issue 23).
   */
  openInvoices: z.array(
    z.object({ orderId: z.string(), kind: z.string(), total: moneyCents, createdAt: z.string() }),
  ),
  /** The open invoice a payment pays first (an unpaid joiner's join), if there is one: the newest. */
  proposedInvoiceId: z.string().nullable(),
});
export type PaymentQuote = z.infer<typeof paymentQuoteSchema>;

/** GET /api/v1/office/session: the signed-in account's office role and where its second factor stands. */
export const officeSessionSchema = z.object({
  role: z.enum(officeRoles),
  name: z.string(),
  twoFactor: twoFactorStatusSchema,
  /** What this account's role lets it do at the club's level (issue 23): the office's menus show those only. */
  policies: officePoliciesSchema,
});
export type OfficeSession = z.infer<typeof officeSessionSchema>;
