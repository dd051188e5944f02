import type { PaymentLine } from "@club/domain/office.schema";
import { and, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { cursorRows } from "../../db/cursor-rows.ts";
import { members } from "../members/members.schema.ts";
import { invoices, payments, refunds } from "./checkout.schema.ts";

export interface LedgerFilter {
  from?: Date;
  before?: Date;
  method?: string;
}

// pg-core's alias, not aliasedTable: the query joins members twice, and only `alias` types the second by its own name.
const recorder = alias(members, "recorder");
// A name as the ledger has always shown it, first and last only (not the domain's fullName, which adds prefix and
// suffix): written in SQL because both halves of the UNION below carry it as a column, streamed as is to the CSV.
const firstAndLastName = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string>`${table.firstName} || ' ' || ${table.lastName}`;

// What a payment line and a refund line both show of the payment: whose, for which invoice, how it was paid.
const paymentColumns = {
  memberId: sql<number>`${invoices.memberId}`.as("member_id"),
  memberNo: sql<number>`${members.memberNo}`.as("member_no"),
  memberName: firstAndLastName(members).as("member_name"),
  orderId: sql<string>`${invoices.publicId}`.as("order_id"),
  invoiceKind: sql<string>`${invoices.kind}`.as("invoice_kind"),
  method: sql<string>`${payments.provider}`.as("method"),
};

// Every payment and every refund, one line each, as the treasurer reads them: a refund is a negative amount.
function ledger(db: Db) {
  const paid = db
    .select({
      kind: sql<"payment" | "refund">`'payment'`.as("kind"),
      id: sql<number>`${payments.id}`.as("id"),
      paymentId: sql<number>`${payments.id}`.as("payment_id"),
      at: sql<Date>`${payments.createdAt}`.as("at"),
      ...paymentColumns,
      reference: sql<string | null>`coalesce(${payments.reference}, ${payments.captureId})`.as("reference"),
      amount: sql<number>`${payments.amount}`.as("amount"),
      reason: sql<string | null>`null`.as("reason"),
      status: sql<string>`'completed'`.as("status"),
      recordedBy: sql<string | null>`${firstAndLastName(recorder)}`.as("recorded_by"),
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(members, eq(members.id, invoices.memberId))
    .leftJoin(recorder, eq(recorder.id, payments.recordedBy));
  const givenBack = db
    .select({
      kind: sql<"payment" | "refund">`'refund'`.as("kind"),
      id: sql<number>`${refunds.id}`.as("id"),
      paymentId: sql<number>`${payments.id}`.as("payment_id"),
      at: sql<Date>`${refunds.createdAt}`.as("at"),
      ...paymentColumns,
      reference: sql<string | null>`${refunds.providerRefundId}`.as("reference"),
      amount: sql<number>`-${refunds.amount}`.as("amount"),
      reason: sql<string | null>`${refunds.reason}`.as("reason"),
      status: sql<string>`${refunds.status}`.as("status"),
      recordedBy: sql<string | null>`${firstAndLastName(recorder)}`.as("recorded_by"),
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(members, eq(members.id, invoices.memberId))
    .leftJoin(recorder, eq(recorder.id, refunds.actorId));
  return paid.unionAll(givenBack).as("ledger");
}

function conditions(table: ReturnType<typeof ledger>, filter: LedgerFilter) {
  const where: SQL[] = [];
  if (filter.from) where.push(gte(table.at, filter.from));
  if (filter.before) where.push(lt(table.at, filter.before));
  if (filter.method) where.push(eq(table.method, filter.method));
  return and(...where);
}

/** The matching lines, newest first; at one moment, refunds before payments, then the newest first. */
function ledgerLines(db: Db, filter: LedgerFilter) {
  const table = ledger(db);
  return db
    .select()
    .from(table)
    .where(conditions(table, filter))
    .orderBy(desc(table.at), desc(table.kind), desc(table.id));
}

type LedgerLine = Omit<PaymentLine, "at"> & { at: Date };

// A union's timestamp column comes back as text from some drivers.
const withDate = <Row extends { at: Date | string }>(row: Row) => ({ ...row, at: new Date(row.at) });

export async function findLedgerLines(
  db: Db,
  filter: LedgerFilter,
  page: { limit: number; offset: number },
): Promise<LedgerLine[]> {
  const rows = await ledgerLines(db, filter).limit(page.limit).offset(page.offset);
  return rows.map(withDate);
}

/** Every matching line in the same order, in one pass through a cursor (the CSV export). */
export async function* streamLedgerLines(db: Db, filter: LedgerFilter): AsyncGenerator<LedgerLine> {
  for await (const row of cursorRows(db, ledgerLines(db, filter))) yield withDate(row);
}

export async function ledgerTotals(db: Db, filter: LedgerFilter) {
  const table = ledger(db);
  const [row] = await db
    .select({
      lines: sql<number>`count(*)::int`,
      net: sql<number>`coalesce(sum(${table.amount}), 0)::int`,
    })
    .from(table)
    .where(conditions(table, filter));
  return { lines: row?.lines ?? 0, net: row?.net ?? 0 };
}
