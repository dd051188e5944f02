import { clubDateTime, momentsOfClubDays } from "@club/domain/club-clock";
import { officePageSize, type PaymentListQuery } from "@club/domain/office.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { streamCsv } from "../../lib/csv.ts";
import { getClubTimeZone } from "../settings/settings.service.ts";
import { findLedgerLines, type LedgerFilter, ledgerTotals, streamLedgerLines } from "./ledger.repository.ts";

// The treasurer's view of the money (office): every payment and refund, newest first, as a page or a CSV file.

/** The lines of the days asked for, the club's days (issue 40), and the method. */
function ledgerFilter(query: Omit<PaymentListQuery, "page">, timeZone: string): LedgerFilter {
  return {
    ...momentsOfClubDays(query.from, query.to, timeZone),
    method: query.method,
  };
}

export async function listLedger(context: AppContext, query: PaymentListQuery) {
  const filter = ledgerFilter(query, await getClubTimeZone(context));
  const [lines, totals] = await Promise.all([
    findLedgerLines(context.db, filter, { limit: officePageSize, offset: (query.page - 1) * officePageSize }),
    ledgerTotals(context.db, filter),
  ]);
  return {
    results: lines.map((line) => ({ ...line, at: line.at.toISOString() })),
    page: query.page,
    pageSize: officePageSize,
    total: totals.lines,
    net: totals.net,
  };
}

const ledgerColumns = [
  "date",
  "kind",
  "member_no",
  "member",
  "order",
  "for",
  "method",
  "reference",
  "amount",
  "status",
  "reason",
  "recorded_by",
];

/**
 * Every matching line as CSV, read through one cursor as the file is sent; amounts in dollars, as numbers; each
 * line's moment in the club's time zone (issue 40).
 */
export async function ledgerCsv(context: AppContext, query: Omit<PaymentListQuery, "page">) {
  const timeZone = await getClubTimeZone(context);
  return streamCsv(ledgerColumns, streamLedgerLines(context.db, ledgerFilter(query, timeZone)), (line) => [
    clubDateTime(line.at, timeZone),
    line.kind,
    line.memberNo,
    line.memberName,
    line.orderId,
    line.invoiceKind,
    line.method,
    line.reference ?? "",
    // A number, not text: a refund's "-5.00" as text would be taken for a formula and quoted.
    line.amount / 100,
    line.status,
    line.reason ?? "",
    line.recordedBy ?? "",
  ]);
}
