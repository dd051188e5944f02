import { z } from "zod";
import { coercedIntegerSchema, integerSchema, isoDaySchema, singleLineTextSchema } from "./fields.schema.ts";

// Issue 42: a region's statement (what national collected for it, refunded, remitted, and owes it) and the
// remittances the national treasurer records.

export const regionMoneyMessages = {
  dateFormat: "Use YYYY-MM-DD",
  fromRequired: "Give the first day of the period (from)",
  toRequired: "Give the last day of the period (to)",
  toBeforeFrom: "The last day (to) comes before the first (from)",
  amountRequired: "Give the amount remitted, in cents",
  amountPositive: "The amount must be more than zero",
  dayRequired: "Give the day the money was sent (YYYY-MM-DD)",
  referenceRequired: "Give the remittance's reference (a cheque or transfer number)",
  dayInFuture: "The day the money was sent cannot be after today",
} as const;

/** A statement's lines come this many a page (the CSV file has them all). */
export const statementPageSize = 100;

/** GET /api/v1/office/regions/{code}/statement: the club's days, both included; the page of its lines. */
export const statementQuerySchema = z
  .object({
    from: isoDaySchema(regionMoneyMessages.dateFormat).optional(),
    to: isoDaySchema(regionMoneyMessages.dateFormat).optional(),
    page: coercedIntegerSchema().min(1).default(1),
  })
  .superRefine((query, ctx) => {
    if (query.from === undefined)
      ctx.addIssue({ code: "custom", path: ["from"], message: regionMoneyMessages.fromRequired });
    if (query.to === undefined)
      ctx.addIssue({ code: "custom", path: ["to"], message: regionMoneyMessages.toRequired });
    if (query.from !== undefined && query.to !== undefined && query.to < query.from)
      ctx.addIssue({ code: "custom", path: ["to"], message: regionMoneyMessages.toBeforeFrom });
  })
  .transform((query) => ({ from: query.from as string, to: query.to as string, page: query.page }));
export type StatementQuery = z.output<typeof statementQuerySchema>;

export const shareKinds = ["collected", "fee", "refunded"] as const;

/** One line of the region's ledger: its part of a payment or of a refund (negative), and whose it was. */
export const regionLedgerLineSchema = z.object({
  at: z.string(),
  kind: z.enum(shareKinds),
  orderId: z.string(),
  /** join, renewal or event. */
  invoiceKind: z.string(),
  /** The payer as the reader may see them (the visibility rule): a name, or "A club member". */
  memberName: z.string(),
  memberNo: z.number().int().nullable(),
  /** Cents: the region's part, negative for a refund. */
  amount: z.number().int(),
});
export type RegionLedgerLine = z.infer<typeof regionLedgerLineSchema>;

export const remittanceSchema = z.object({
  id: z.number().int(),
  /** The day the money was sent, in the club's calendar. */
  sentOn: z.string(),
  amount: z.number().int(),
  reference: z.string(),
  recordedBy: z.string(),
});
export type Remittance = z.infer<typeof remittanceSchema>;

/** A statement's figures, every one in cents: owed = openingBalance + collected + fees − refunded − remitted. */
const statementFiguresShape = {
  openingBalance: z.number().int(),
  collected: z.number().int(),
  fees: z.number().int(),
  refunded: z.number().int(),
  remitted: z.number().int(),
  owed: z.number().int(),
};

export const regionStatementSchema = z.object({
  region: z.object({ code: z.string(), name: z.string() }),
  from: z.string(),
  to: z.string(),
  ...statementFiguresShape,
  /** The page's lines, oldest first, `pageSize` a page, of `linesTotal` in the period. */
  lines: z.array(regionLedgerLineSchema),
  linesTotal: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  remittances: z.array(remittanceSchema),
  /** The club's today, YYYY-MM-DD: the last day a remittance may be sent on. */
  today: z.string(),
  /** Whether the reader may record a remittance to the region (the national treasurer: an office administrator). */
  mayRecordRemittance: z.boolean(),
});
export type RegionStatement = z.infer<typeof regionStatementSchema>;

/** POST /api/v1/office/regions/{code}/remittances: money national sent the region. */
export const remittanceInputSchema = z.object({
  amount: integerSchema({ error: regionMoneyMessages.amountRequired }).positive({
    error: regionMoneyMessages.amountPositive,
  }),
  sentOn: isoDaySchema(regionMoneyMessages.dayRequired),
  reference: singleLineTextSchema({ error: regionMoneyMessages.referenceRequired })
    .trim()
    .min(1, { error: regionMoneyMessages.referenceRequired })
    .max(100),
});
export type RemittanceInput = z.output<typeof remittanceInputSchema>;

/** GET /api/v1/office/reconciliation: the last check that every cent of every payment and refund is someone's. */
export const reconciliationSchema = z.object({
  status: z.enum(["queued", "running", "done", "failed"]),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  paymentsChecked: z.number().int(),
  refundsChecked: z.number().int(),
  /** Payments whose parts do not add up to them: `unassigned` cents are no one's (negative: given twice). */
  unbalancedPayments: z.array(
    z.object({ paymentId: z.number().int(), orderId: z.string(), unassigned: z.number().int() }),
  ),
  unbalancedRefunds: z.array(
    z.object({ refundId: z.number().int(), paymentId: z.number().int(), unassigned: z.number().int() }),
  ),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/**
 * GET /api/v1/office/zones/{id}/statement (issue 42): a zone's money rolled up: each of its regions' figures for the
 * period, and their sums (what national owes the zone's regions together).
 */
export const zoneStatementSchema = z.object({
  zone: z.object({ id: z.number().int(), name: z.string() }),
  from: z.string(),
  to: z.string(),
  regions: z.array(z.object({ code: z.string(), name: z.string(), ...statementFiguresShape })),
  totals: z.object(statementFiguresShape),
});
export type ZoneStatement = z.infer<typeof zoneStatementSchema>;

/** The zone's id in a path. */
export const zoneIdParamSchema = z.object({ id: z.coerce.number().int().positive() });
