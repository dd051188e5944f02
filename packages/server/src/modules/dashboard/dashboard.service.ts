import { clubDate, clubDayStart } from "@club/domain/club-clock";
import type { Dashboard, DashboardChart } from "@club/domain/dashboard.schema";
import { isoDay } from "@club/domain/days";
import { reminderStepLabel } from "@club/domain/reminder-schedule.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { spreadsheetCsv } from "../../lib/csv.ts";
import { getClubTimeZone } from "../settings/settings.service.ts";
import { countVehicleReviews } from "../vehicles/vehicle-approvals.service.ts";
import {
  countActiveByPlan,
  countActiveByRegionAndZone,
  countLapsedSince,
  countPaidInvoicesByMonth,
  countRenewalsByLastReminder,
  countRetentionByRegionAndZone,
  countUnpaidJoiners,
  countZoneRegions,
  readZoneMap,
  type Scope,
  sumItemsByMonth,
  sumRefundsByMonth,
} from "./dashboard.repository.ts";
import { keptDashboard } from "./dashboard-cache.ts";

// The dashboard (issue 14): the office's, over the whole club, or a regional administrator's, over their regions.
// One computation serves the page's charts, their tables and their CSV files, so they always agree.

const monthsShown = 12;

/** The last twelve months as YYYY-MM, oldest first, ending with the month of `today`. */
export function lastMonths(today: string, count = monthsShown): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}

const duesKinds = new Set(["national", "national_associate", "regional", "regional_associate"]);
const donationKinds = new Set(["club_donation", "educational_foundation"]);

function byMonth<Row extends { month: string }>(rows: Row[]) {
  const map = new Map<string, Row[]>();
  for (const row of rows) map.set(row.month, [...(map.get(row.month) ?? []), row]);
  return map;
}

/**
 * The numbers for `regionCodes` (null: the whole club), as of the app's today: at most a minute old. `zone` names
 * the zone whose regions they are, when its roll-up was asked for.
 */
export async function buildDashboard(
  context: AppContext,
  regionCodes: string[] | null,
  zone: Dashboard["zone"] = null,
): Promise<Dashboard> {
  const zoneMap = await readZoneMap(context.db);
  const dashboard = await keptDashboard(context, regionCodes, zoneMap, () =>
    computeDashboard(context, regionCodes),
  );
  return { ...dashboard, zone };
}

async function computeDashboard(context: AppContext, regionCodes: string[] | null): Promise<Dashboard> {
  const today = isoDay(context.now());
  const scope: Scope = { today, regionCodes };
  // The months are the club's: they follow its time zone, as every date the office reads does (issue 40).
  const timeZone = await getClubTimeZone(context);
  const months = lastMonths(clubDate(context.now(), timeZone));
  const since = clubDayStart(`${months[0]}-01`, timeZone);
  const wholeClub = regionCodes === null;
  // A promise (a query builder would run again each time it is awaited): the counts and the revenue's fees share it.
  const paidInvoicesRead = countPaidInvoicesByMonth(context.db, scope, since, timeZone).then((rows) => rows);
  const [
    byPlan,
    active,
    lapsedThisYear,
    paidInvoices,
    unpaidJoiners,
    approvalsWaiting,
    revenue,
    retention,
    byLastReminder,
    zoned,
  ] = await Promise.all([
    countActiveByPlan(context.db, scope),
    countActiveByRegionAndZone(context.db, scope),
    countLapsedSince(context.db, scope, `${today.slice(0, 4)}-01-01`),
    paidInvoicesRead,
    wholeClub ? countUnpaidJoiners(context.db, today) : null,
    wholeClub ? countVehicleReviews(context).then((counts) => counts.pending) : null,
    wholeClub ? revenueByMonth(context, months, since, timeZone, paidInvoicesRead) : null,
    countRetentionByRegionAndZone(context.db, scope),
    countRenewalsByLastReminder(context.db, scope),
    countZoneRegions(context.db, scope),
  ]);
  const invoicesOf = byMonth(paidInvoices);
  const countOf = (month: string, kind: string) =>
    invoicesOf.get(month)?.find((row) => row.kind === kind)?.invoices ?? 0;
  return {
    today,
    regions: regionCodes,
    zone: null,
    totals: {
      active: byPlan.reduce((sum, row) => sum + row.members, 0),
      lifetime: byPlan.filter((row) => row.lifelong).reduce((sum, row) => sum + row.members, 0),
      lapsedThisYear,
      unpaidJoiners,
      approvalsWaiting,
    },
    activeByPlan: byPlan.map(({ plan, members }) => ({ plan, members })),
    activeByRegion: active
      .filter((row) => !row.byZone)
      .map(({ code, region, members }) => ({ code: code as string, region: region as string, members })),
    joinsAndRenewals: months.map((month) => ({
      month,
      joins: countOf(month, "join"),
      renewals: countOf(month, "renewal"),
    })),
    revenue,
    retentionByRegion: retention
      .filter((row) => !row.byZone)
      .map(({ code, region, renewed, notYetRenewed, lapsed }) => ({
        code,
        region,
        renewed,
        notYetRenewed,
        lapsed,
      })),
    renewalsAfterReminder: byReminderStep(byLastReminder),
    byZone: zoneRollUp(
      scope,
      zoned,
      active.filter((row) => row.byZone),
      retention.filter((row) => row.byZone),
    ),
  };
}

type ZoneCounts<Row> = (Row & { zoneId: number | null })[];

/**
 * Issue 42: the scope's numbers by zone, in the zones' order; none while the club has no zone. The row of no zone
 * (regions in none, and members of no region) is the whole club's only: a region's officers read their zones.
 */
function zoneRollUp(
  scope: Scope,
  zoned: { zoneId: number | null; zone: string | null; regions: number }[],
  active: ZoneCounts<{ members: number }>,
  retention: ZoneCounts<{ renewed: number; notYetRenewed: number; lapsed: number }>,
): Dashboard["byZone"] {
  if (!zoned.some((row) => row.zoneId !== null)) return [];
  return zoned
    .filter((row) => row.zoneId !== null || scope.regionCodes === null)
    .map(({ zoneId, zone, regions }) => {
      const renewals = retention.find((row) => row.zoneId === zoneId);
      return {
        zoneId,
        zone: zone ?? "No zone",
        regions,
        members: active.find((row) => row.zoneId === zoneId)?.members ?? 0,
        renewed: renewals?.renewed ?? 0,
        notYetRenewed: renewals?.notYetRenewed ?? 0,
        lapsed: renewals?.lapsed ?? 0,
      };
    });
}

/** The schedule's order: the window's opening, the days before expiry (most first), then after a lapse. */
function byReminderStep(rows: { step: string | null; renewals: number }[]) {
  const order = (step: string | null) => {
    if (step === null) return [3, 0];
    if (step === "window_open") return [0, 0];
    const [kind, days] = step.split(":");
    return kind === "before" ? [1, -Number(days)] : [2, Number(days)];
  };
  return [...rows]
    .sort((a, b) => {
      const [ka, da] = order(a.step);
      const [kb, db] = order(b.step);
      return (ka as number) - (kb as number) || (da as number) - (db as number);
    })
    .map(({ step, renewals }) => ({
      step,
      label: step === null ? "No reminder sent" : reminderStepLabel(step),
      renewals,
    }));
}

/** The club's money by month; the fees are the paid invoices' (read once for the joins and renewals too). */
async function revenueByMonth(
  context: AppContext,
  months: string[],
  since: Date,
  timeZone: string,
  paidInvoices: Promise<{ month: string; fees: number }[]>,
) {
  const [items, invoicesPaid, refunded] = await Promise.all([
    sumItemsByMonth(context.db, since, timeZone),
    paidInvoices,
    sumRefundsByMonth(context.db, since, timeZone),
  ]);
  const itemsOf = byMonth(items);
  const sumOf = (month: string, kinds: Set<string>) =>
    (itemsOf.get(month) ?? []).filter((row) => kinds.has(row.kind)).reduce((sum, row) => sum + row.amount, 0);
  return months.map((month) => {
    const dues = sumOf(month, duesKinds);
    const donations = sumOf(month, donationKinds);
    const museum = sumOf(month, new Set(["museum"]));
    const monthFees = invoicesPaid
      .filter((row) => row.month === month)
      .reduce((sum, row) => sum + row.fees, 0);
    const refunds = refunded.find((row) => row.month === month)?.amount ?? 0;
    return {
      month,
      dues,
      donations,
      museum,
      fees: monthFees,
      refunds,
      net: dues + donations + museum + monthFees - refunds,
    };
  });
}

/** One chart's numbers as a CSV file (amounts in dollars, as numbers), with the name it is saved under. */
export function dashboardChartCsv(dashboard: Dashboard, chart: DashboardChart) {
  const dollars = (cents: number) => cents / 100;
  const tables: Record<DashboardChart, { columns: string[]; rows: (string | number)[][] } | null> = {
    "active-by-plan": {
      columns: ["plan", "active_members"],
      rows: dashboard.activeByPlan.map((row) => [row.plan, row.members]),
    },
    "active-by-region": {
      columns: ["region_code", "region", "active_members"],
      rows: dashboard.activeByRegion.map((row) => [row.code, row.region, row.members]),
    },
    "joins-and-renewals": {
      columns: ["month", "joins", "renewals"],
      rows: dashboard.joinsAndRenewals.map((row) => [row.month, row.joins, row.renewals]),
    },
    revenue: dashboard.revenue && {
      columns: ["month", "dues", "donations", "museum", "fees", "refunds", "net"],
      rows: dashboard.revenue.map((row) => [
        row.month,
        dollars(row.dues),
        dollars(row.donations),
        dollars(row.museum),
        dollars(row.fees),
        dollars(row.refunds),
        dollars(row.net),
      ]),
    },
    "retention-by-region": {
      columns: ["region_code", "region", "renewed", "not_yet_renewed", "lapsed"],
      rows: dashboard.retentionByRegion.map((row) => [
        row.code,
        row.region,
        row.renewed,
        row.notYetRenewed,
        row.lapsed,
      ]),
    },
    "renewals-after-reminder": {
      columns: ["last_reminder", "renewals"],
      rows: dashboard.renewalsAfterReminder.map((row) => [row.label, row.renewals]),
    },
    "by-zone": {
      columns: ["zone", "regions", "active_members", "renewed", "not_yet_renewed", "lapsed"],
      rows: dashboard.byZone.map((row) => [
        row.zone,
        row.regions,
        row.members,
        row.renewed,
        row.notYetRenewed,
        row.lapsed,
      ]),
    },
  };
  const table = tables[chart];
  if (!table) return null;
  const csv = spreadsheetCsv(table.columns);
  for (const row of table.rows) csv.write(row);
  csv.end();
  const scope = dashboard.zone
    ? `zone-${dashboard.zone.id}`
    : dashboard.regions
      ? dashboard.regions.join("-")
      : "club";
  return { csv, fileName: `${scope}-${chart}-${dashboard.today}.csv` };
}
