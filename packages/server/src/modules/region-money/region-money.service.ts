import { clubDate, clubDateTime, momentsOfClubDays } from "@club/domain/club-clock";
import { administratorViewerOf, memberAsSeen } from "@club/domain/member-visibility.rules";
import { statementFigures } from "@club/domain/region-money.rules";
import {
  type RegionStatement,
  type RemittanceInput,
  regionMoneyMessages,
  type StatementQuery,
} from "@club/domain/region-money.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { invalidField, notFound } from "../../lib/app-error.ts";
import { streamCsv } from "../../lib/csv.ts";
import { recordAudit } from "../audit/audit.service.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { partyLedgerLines, partyMoney } from "../checkout/payment-shares.service.ts";
import { regionByCode } from "../geo/geo.service.ts";
import { requireSecondFactor } from "../office/two-factor.service.ts";
import { authorize, authorizeRegionMoney, can } from "../policy/policy.ts";
import { moneyReaderRegions } from "../regional-admin/administered-regions.ts";
import { getClubTimeZone } from "../settings/settings.service.ts";
import {
  findRemittance,
  findRemittances,
  insertRemittance,
  sumRemittancesBefore,
} from "./region-money.repository.ts";

// Issue 42: what national collected for a region, gave back of it, sent it, and owes it, for any period of the club's
// days: read by the office and by the region's treasurer, the remittances recorded by the national treasurer.

/** The region, or 404; then whether this session may read its money (the office proves its second factor first). */
async function readableRegion(context: AppContext, session: SessionContext, code: string) {
  const region = await regionByCode(context, code);
  if (!region) throw notFound();
  if (session.officeRole !== null) requireSecondFactor(context, session);
  authorizeRegionMoney(session, await moneyReaderRegions(context, session.memberId), region.code);
  return region;
}

/** GET /office/regions/{code}/statement */
export async function regionStatement(
  context: AppContext,
  session: SessionContext,
  code: string,
  query: StatementQuery,
): Promise<RegionStatement> {
  const region = await readableRegion(context, session, code);
  const timeZone = await getClubTimeZone(context);
  const { from, before } = momentsOfClubDays(query.from, query.to, timeZone) as { from: Date; before: Date };
  const [money, lines, remittances, remittedBefore] = await Promise.all([
    partyMoney(context, region.id, { from, before }),
    partyLedgerLines(context, region.id, { from, before }),
    findRemittances(context.db, region.id, query),
    sumRemittancesBefore(context.db, region.id, query.from),
  ]);
  const figures = statementFigures({
    openingBalance: money.before - remittedBefore,
    collected: money.collected,
    fees: money.fees,
    refunded: money.refunded,
    remitted: remittances.reduce((sum, remittance) => sum + remittance.amount, 0),
  });
  return {
    region: { code: region.code, name: region.name },
    from: query.from,
    to: query.to,
    ...figures,
    lines: lines.map((line) => {
      const payer = memberAsSeen(administratorViewerOf(session, line.memberId), {
        ...line,
        choices: { showInDirectory: line.showInDirectory },
      });
      return {
        at: line.at.toISOString(),
        kind: line.kind,
        orderId: line.orderId,
        invoiceKind: line.invoiceKind,
        memberName: payer.name,
        memberNo: payer.memberNo,
        amount: line.amount,
      };
    }),
    remittances,
    today: clubDate(context.now(), timeZone),
    mayRecordRemittance: can(session, "recordRemittances"),
  };
}

const statementColumns = ["date", "kind", "order", "for", "member_no", "member", "amount"];

/**
 * GET /office/regions/{code}/statement.csv: the statement's figures, then its lines and remittances in the order of
 * the days, amounts in dollars as numbers, moments in the club's time zone.
 */
export async function regionStatementCsv(
  context: AppContext,
  session: SessionContext,
  code: string,
  query: StatementQuery,
) {
  const statement = await regionStatement(context, session, code, query);
  const timeZone = await getClubTimeZone(context);
  const dollars = (cents: number) => cents / 100;
  async function* rows() {
    yield ["", "opening balance", "", "", "", "", dollars(statement.openingBalance)];
    for (const line of statement.lines)
      yield [
        clubDateTime(new Date(line.at), timeZone),
        line.kind,
        line.orderId,
        line.invoiceKind,
        line.memberNo ?? "",
        line.memberName,
        dollars(line.amount),
      ];
    for (const remittance of statement.remittances)
      yield [remittance.sentOn, "remitted", remittance.reference, "", "", "", dollars(-remittance.amount)];
    yield ["", "owed", "", "", "", "", dollars(statement.owed)];
  }
  return {
    fileName: `statement-${statement.region.code}-${statement.from}-${statement.to}.csv`,
    body: streamCsv(statementColumns, rows(), (row) => row),
  };
}

/** POST /office/regions/{code}/remittances: the national treasurer records money sent to the region; audited. */
export async function recordRemittance(
  context: AppContext,
  session: SessionContext,
  code: string,
  input: RemittanceInput,
) {
  authorize(session, "recordRemittances");
  requireSecondFactor(context, session);
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
