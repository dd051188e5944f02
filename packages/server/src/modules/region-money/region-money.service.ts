import { clubDate, clubDateTime, momentsOfClubDays } from "@club/domain/club-clock";
import { administratorViewerOf, memberAsSeen } from "@club/domain/member-visibility.rules";
import { type StatementFigures, statementFigures } from "@club/domain/region-money.rules";
import {
  type RegionStatement,
  type RemittanceInput,
  regionMoneyMessages,
  type StatementQuery,
  statementPageSize,
  type ZoneStatement,
} from "@club/domain/region-money.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { invalidField, notFound } from "../../lib/app-error.ts";
import { streamCsv } from "../../lib/csv.ts";
import { drawPdf, pdfDrawing } from "../../lib/pdf-threads.ts";
import { recordAudit } from "../audit/audit.service.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import {
  partyLedgerPage,
  partyMoney,
  partyMoneyByMonth,
  streamPartyLedgerLines,
} from "../checkout/payment-shares.service.ts";
import { regionByCode } from "../geo/geo.service.ts";
import { requireSecondFactor } from "../office/two-factor.service.ts";
import { authorize, authorizeRegionMoney, authorizeZoneMoney, can } from "../policy/policy.ts";
import { moneyReaderRegions } from "../regional-admin/administered-regions.ts";
import { getZone } from "../regional-admin/zones.service.ts";
import { getClubTimeZone } from "../settings/settings.service.ts";
import {
  findRemittance,
  findRemittances,
  insertRemittance,
  sumRemittancesBefore,
} from "./region-money.repository.ts";
import type { renderRegionStatement } from "./statement-pdf.ts";

// Issue 42: what national collected for a region, gave back of it, sent it, and owes it, for any period of the club's
// days: read by the office and by the region's treasurer, the remittances recorded by the national treasurer.

/** The region, or 404; then whether this session may read its money (the office proves its second factor first). */
async function readableRegion(context: AppContext, session: SessionContext, code: string) {
  const region = await regionByCode(context, code);
  if (!region) throw notFound();
  if (session.officeRole !== null) await requireSecondFactor(context, session);
  authorizeRegionMoney(session, await moneyReaderRegions(context, session.memberId), region.code);
  return region;
}

type LedgerRow = Awaited<ReturnType<typeof partyLedgerPage>>["lines"][number];

/** A line of the ledger, its payer named as the visibility rule lets this reader see them. */
function lineAsSeen(session: SessionContext, line: LedgerRow) {
  const payer = memberAsSeen(administratorViewerOf(session, line.memberId), {
    ...line,
    choices: { showInDirectory: line.showInDirectory },
  });
  return {
    at: line.at,
    kind: line.kind,
    orderId: line.orderId,
    invoiceKind: line.invoiceKind,
    memberName: payer.name,
    memberNo: payer.memberNo,
    amount: line.amount,
  };
}

/** The region the reader may read, the period's moments, and its figures and remittances. */
async function statementOf(context: AppContext, session: SessionContext, code: string, days: StatementQuery) {
  const region = await readableRegion(context, session, code);
  const timeZone = await getClubTimeZone(context);
  return { region, timeZone, ...(await figuresOf(context, region.id, days, timeZone)) };
}

/** A region's figures and remittances for the club's days asked, and the period's moments. */
async function figuresOf(
  context: AppContext,
  regionId: number,
  days: Pick<StatementQuery, "from" | "to">,
  timeZone: string,
) {
  const { from, before } = momentsOfClubDays(days.from, days.to, timeZone) as { from: Date; before: Date };
  const [money, remittances, remittedBefore] = await Promise.all([
    partyMoney(context, regionId, { from, before }),
    findRemittances(context.db, regionId, days),
    sumRemittancesBefore(context.db, regionId, days.from),
  ]);
  const figures = statementFigures({
    openingBalance: money.before - remittedBefore,
    collected: money.collected,
    fees: money.fees,
    refunded: money.refunded,
    remitted: remittances.reduce((sum, remittance) => sum + remittance.amount, 0),
  });
  return { period: { from, before }, figures, remittances };
}

/**
 * GET /office/zones/{id}/statement: each of the zone's regions' figures for the period, and their sums. Read by the
 * office (its second factor proven) and by whoever reads the money of every region of the zone.
 */
export async function zoneStatement(
  context: AppContext,
  session: SessionContext,
  zoneId: number,
  days: StatementQuery,
): Promise<ZoneStatement> {
  const zone = await getZone(context, zoneId);
  if (session.officeRole !== null) await requireSecondFactor(context, session);
  authorizeZoneMoney(
    session,
    await moneyReaderRegions(context, session.memberId),
    zone.regions.map((region) => region.code),
  );
  const timeZone = await getClubTimeZone(context);
  const regions = await Promise.all(
    zone.regions.map(async ({ code }) => {
      const region = (await regionByCode(context, code)) as { id: number; code: string; name: string };
      const { figures } = await figuresOf(context, region.id, days, timeZone);
      return { code: region.code, name: region.name, ...figures };
    }),
  );
  const sum = (key: keyof StatementFigures) => regions.reduce((total, region) => total + region[key], 0);
  return {
    zone: { id: zone.id, name: zone.name },
    from: days.from,
    to: days.to,
    regions,
    totals: {
      openingBalance: sum("openingBalance"),
      collected: sum("collected"),
      fees: sum("fees"),
      refunded: sum("refunded"),
      remitted: sum("remitted"),
      owed: sum("owed"),
    },
  };
}

/** GET /office/regions/{code}/statement: the figures, the remittances and a page of the lines. */
export async function regionStatement(
  context: AppContext,
  session: SessionContext,
  code: string,
  query: StatementQuery,
): Promise<RegionStatement> {
  const { region, timeZone, period, figures, remittances } = await statementOf(context, session, code, query);
  const { lines, total } = await partyLedgerPage(context, region.id, period, {
    limit: statementPageSize,
    offset: (query.page - 1) * statementPageSize,
  });
  return {
    region: { code: region.code, name: region.name },
    from: query.from,
    to: query.to,
    ...figures,
    lines: lines.map((line) => ({ ...lineAsSeen(session, line), at: line.at.toISOString() })),
    linesTotal: total,
    page: query.page,
    pageSize: statementPageSize,
    remittances,
    today: clubDate(context.now(), timeZone),
    mayRecordRemittance: can(session, "recordRemittances"),
  };
}

const statementColumns = ["date", "kind", "order", "for", "member_no", "member", "amount"];

/**
 * GET /office/regions/{code}/statement.csv: the opening balance, every line of the period read through one cursor as
 * the file is sent, the remittances, and what is owed; amounts in dollars as numbers, moments in the club's zone.
 */
export async function regionStatementCsv(
  context: AppContext,
  session: SessionContext,
  code: string,
  query: StatementQuery,
) {
  const { region, timeZone, period, figures, remittances } = await statementOf(context, session, code, query);
  const dollars = (cents: number) => cents / 100;
  async function* rows() {
    yield ["", "opening balance", "", "", "", "", dollars(figures.openingBalance)];
    for await (const row of streamPartyLedgerLines(context, region.id, period)) {
      const line = lineAsSeen(session, row);
      yield [
        clubDateTime(line.at, timeZone),
        line.kind,
        line.orderId,
        line.invoiceKind,
        line.memberNo ?? "",
        line.memberName,
        dollars(line.amount),
      ];
    }
    for (const remittance of remittances)
      yield [remittance.sentOn, "remitted", remittance.reference, "", "", "", dollars(-remittance.amount)];
    yield ["", "owed", "", "", "", "", dollars(figures.owed)];
  }
  return {
    fileName: `statement-${region.code}-${query.from}-${query.to}.csv`,
    body: streamCsv(statementColumns, rows(), (row) => row),
  };
}

const statementDrawing = pdfDrawing<typeof renderRegionStatement>(
  import.meta.url,
  "statement-pdf",
  "renderRegionStatement",
);

/**
 * GET /office/regions/{code}/statement.pdf: the figures, the period month by month in the club's days, and the
 * remittances, on paper; the lines are the CSV file's. Drawn in a worker thread.
 */
export async function regionStatementPdf(
  context: AppContext,
  session: SessionContext,
  code: string,
  query: StatementQuery,
) {
  const { region, timeZone, period, figures, remittances } = await statementOf(context, session, code, query);
  const [months, linesTotal] = await Promise.all([
    partyMoneyByMonth(context, region.id, period, timeZone),
    partyLedgerPage(context, region.id, period, { limit: 0, offset: 0 }).then((page) => page.total),
  ]);
  const pdf = await drawPdf(statementDrawing, {
    clubName: context.config.club.clubName,
    region: { code: region.code, name: region.name },
    from: query.from,
    to: query.to,
    printedOn: clubDate(context.now(), timeZone),
    ...figures,
    months,
    remittances: remittances.map(({ sentOn, reference, amount }) => ({ sentOn, reference, amount })),
    linesTotal,
  });
  return { fileName: `statement-${region.code}-${query.from}-${query.to}.pdf`, pdf };
}

/** POST /office/regions/{code}/remittances: the national treasurer records money sent to the region; audited. */
export async function recordRemittance(
  context: AppContext,
  session: SessionContext,
  code: string,
  input: RemittanceInput,
) {
  authorize(session, "recordRemittances");
  await requireSecondFactor(context, session);
  const region = await regionByCode(context, code);
  if (!region) throw notFound();
  const today = clubDate(context.now(), await getClubTimeZone(context));
  if (input.sentOn > today) throw invalidField("sentOn", regionMoneyMessages.dayInFuture);
  return context.db.transaction(async (tx) => {
    const { id } = await insertRemittance(tx, {
      regionId: region.id,
      sentOn: input.sentOn,
      amount: input.amount,
      reference: input.reference,
      recordedBy: session.memberId,
      createdAt: context.now(),
    });
    await recordAudit(
      { ...context, db: tx },
      {
        actorId: session.memberId,
        memberId: null,
        action: "remittance_recorded",
        before: null,
        after: {
          region: region.code,
          amount: input.amount,
          sentOn: input.sentOn,
          reference: input.reference,
        },
      },
    );
    return findRemittance(tx, id);
  });
}
