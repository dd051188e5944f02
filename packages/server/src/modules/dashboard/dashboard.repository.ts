import { startOfDay } from "@club/domain/days";
import { and, desc, eq, gte, inArray, isNull, lt, not, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import {
  accountOpen,
  hasMembershipStanding,
  joinedInGoodStanding,
  standingSql,
} from "../../db/member-filters.ts";
import { invoiceItems, invoices, payments, refunds } from "../checkout/checkout.schema.ts";
import { regions } from "../geo/geo.schema.ts";
import { members } from "../members/members.schema.ts";
import { nationalMemberships, regionalMemberships } from "../memberships/memberships.schema.ts";
import { staff } from "../office/office.schema.ts";
import { nationalPlans, regionalPlans } from "../plans/plans.schema.ts";
import { zoneRegions, zones } from "../regional-admin/regional-admin.schema.ts";
import { reminderLog } from "../reminders/reminders.schema.ts";

// The dashboard's numbers (issue 14): counts and sums over every module's tables, read only. Each query joins more
// than one table, so drizzle names every column with its table (a one-table query leaves them bare, and a bare
// "id" inside a subquery would be the subquery's).

export interface Scope {
  today: string;
  /** Members of these regions only (any regional membership, current or not); null: the whole club. */
  regionCodes: string[] | null;
}

function inScope(db: Db, scope: Scope): SQL | undefined {
  if (!scope.regionCodes) return undefined;
  return inArray(
    members.id,
    db
      .select({ id: regionalMemberships.memberId })
      .from(regionalMemberships)
      .innerJoin(regionalPlans, eq(regionalPlans.id, regionalMemberships.regionalPlanId))
      .innerJoin(regions, eq(regions.id, regionalPlans.regionId))
      .where(inArray(regions.code, scope.regionCodes)),
  );
}

/** Members in good standing by national plan, the largest first. */
export function countActiveByPlan(db: Db, scope: Scope) {
  return db
    .select({
      plan: nationalPlans.title,
      lifelong: nationalPlans.lifelong,
      members: sql<number>`count(*)::int`,
    })
    .from(members)
    .innerJoin(nationalMemberships, eq(nationalMemberships.memberId, members.id))
    .innerJoin(nationalPlans, eq(nationalPlans.id, nationalMemberships.nationalPlanId))
    .where(and(joinedInGoodStanding(scope.today), inScope(db, scope)))
    .groupBy(nationalPlans.title, nationalPlans.lifelong)
    .orderBy(desc(sql`count(*)`), nationalPlans.title);
}

/**
 * Members in good standing whose regional dues are current, by region, and (issue 42) by zone in the same pass: a
 * row with `byZone` counts a zone's members once each (zone null: regions in no zone).
 */
export function countActiveByRegionAndZone(db: Db, scope: Scope) {
  return db
    .select({
      byZone: sql<boolean>`grouping(${regions.code}) = 1`,
      code: regions.code,
      region: regions.name,
      zoneId: zoneRegions.zoneId,
      members: sql<number>`count(distinct ${members.id})::int`,
    })
    .from(regionalMemberships)
    .innerJoin(regionalPlans, eq(regionalPlans.id, regionalMemberships.regionalPlanId))
    .innerJoin(regions, eq(regions.id, regionalPlans.regionId))
    .leftJoin(zoneRegions, eq(zoneRegions.regionId, regions.id))
    .innerJoin(members, eq(members.id, regionalMemberships.memberId))
    .innerJoin(nationalMemberships, eq(nationalMemberships.memberId, members.id))
    .innerJoin(nationalPlans, eq(nationalPlans.id, nationalMemberships.nationalPlanId))
    .where(
      and(
        joinedInGoodStanding(scope.today),
        gte(regionalMemberships.duesExpire, scope.today),
        scope.regionCodes ? inArray(regions.code, scope.regionCodes) : undefined,
      ),
    )
    .groupBy(sql`grouping sets ((${regions.code}, ${regions.name}), (${zoneRegions.zoneId}))`)
    .orderBy(regions.name);
}

/** Members lapsed today whose dues ran out from `yearStart` on. */
export async function countLapsedSince(db: Db, scope: Scope, yearStart: string) {
  const [row] = await db
    .select({ members: sql<number>`count(*)::int` })
    .from(members)
    .where(
      and(
        hasMembershipStanding(scope.today, ["lapsed"], gte(nationalMemberships.duesExpire, yearStart)),
        inScope(db, scope),
      ),
    );
  return row?.members ?? 0;
}

/** Unpaid joiners (standing.rules.ts) with an open join invoice, not office accounts. */
export async function countUnpaidJoiners(db: Db, today: string) {
  const [row] = await db
    .select({ members: sql<number>`count(distinct ${members.id})::int` })
    .from(members)
    .innerJoin(invoices, and(eq(invoices.memberId, members.id), eq(invoices.kind, "join")))
    .leftJoin(staff, eq(staff.memberId, members.id))
    .where(
      and(
        eq(invoices.status, "pending"),
        sql`${standingSql(today)} = 'unpaid_joiner'`,
        isNull(staff.memberId),
      ),
    );
  return row?.members ?? 0;
}

/** The month of a moment in the club's time zone: a payment on the club's evening of the 30th is that month's. */
const monthOf = (moment: AnyPgColumn, timeZone: string) =>
  sql<string>`to_char(${moment} at time zone ${timeZone}, 'YYYY-MM')`;
/** Grouped by the month, the first column: the zone is a parameter, and PostgreSQL sees $1 and $5 as different. */
const firstColumn = sql`1`;

/**
 * Paid invoices by month of payment and kind, from `since`: how many (joins and renewals are the chart's), and their
 * convenience fees (only online payments carry one: an invoice paid at the office has its fee taken off).
 */
export function countPaidInvoicesByMonth(db: Db, scope: Scope, since: Date, timeZone: string) {
  const month = monthOf(invoices.paidAt, timeZone);
  return db
    .select({
      month,
      kind: invoices.kind,
      invoices: sql<number>`count(*)::int`,
      fees: sql<number>`sum(${invoices.fee})::int`,
    })
    .from(invoices)
    .innerJoin(members, eq(members.id, invoices.memberId))
    .where(
      and(inArray(invoices.status, ["paid", "refunded"]), gte(invoices.paidAt, since), inScope(db, scope)),
    )
    .groupBy(firstColumn, invoices.kind);
}

/** What paid invoices brought in, by month of payment and kind of item, from `since`. */
export function sumItemsByMonth(db: Db, since: Date, timeZone: string) {
  const month = monthOf(invoices.paidAt, timeZone);
  return db
    .select({ month, kind: invoiceItems.kind, amount: sql<number>`sum(${invoiceItems.amount})::int` })
    .from(invoiceItems)
    .innerJoin(invoices, eq(invoices.id, invoiceItems.invoiceId))
    .where(and(inArray(invoices.status, ["paid", "refunded"]), gte(invoices.paidAt, since)))
    .groupBy(firstColumn, invoiceItems.kind);
}

/** Money given back, by month of the refund. */
export function sumRefundsByMonth(db: Db, since: Date, timeZone: string) {
  const month = monthOf(refunds.createdAt, timeZone);
  return db
    .select({ month, amount: sql<number>`sum(${refunds.amount})::int` })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(refunds.status, "completed"), gte(refunds.createdAt, since)))
    .groupBy(firstColumn);
}

/**
 * This year's renewals by region (issue 15), national dues counted for each region the member belongs to (those
 * without one under "—" for the whole club): the members whose dues were due this year, by whether they renewed
 * for the next, have not yet, or lapsed. A join is not a renewal: members who joined this year are left out.
 * Issue 42: by zone in the same pass, a row with `byZone` counting a member once in a zone whatever number of its
 * regions they belong to (zone null: members of regions in no zone, and of no region).
 */
export function countRetentionByRegionAndZone(db: Db, scope: Scope) {
  const year = Number(scope.today.slice(0, 4));
  const yearStart = `${year}-01-01`;
  const yearEnd = `${year}-12-31`;
  const dues = nationalMemberships.duesExpire;
  const code = sql<string>`coalesce(${regions.code}, '—')`;
  const name = sql<string>`coalesce(${regions.name}, 'No region')`;
  const renewed = sql`${dues} > ${yearEnd} and ${nationalMemberships.renewalDate} >= ${yearStart}`;
  return db
    .select({
      byZone: sql<boolean>`grouping(${code}) = 1`,
      code,
      region: name,
      zoneId: zoneRegions.zoneId,
      renewed: sql<number>`count(distinct ${members.id}) filter (where ${renewed})::int`,
      notYetRenewed: sql<number>`count(distinct ${members.id})
        filter (where ${dues} >= ${scope.today} and ${dues} <= ${yearEnd})::int`,
      lapsed: sql<number>`count(distinct ${members.id})
        filter (where ${dues} >= ${yearStart} and ${dues} < ${scope.today})::int`,
    })
    .from(members)
    .innerJoin(nationalMemberships, eq(nationalMemberships.memberId, members.id))
    .innerJoin(nationalPlans, eq(nationalPlans.id, nationalMemberships.nationalPlanId))
    .leftJoin(regionalMemberships, eq(regionalMemberships.memberId, members.id))
    .leftJoin(regionalPlans, eq(regionalPlans.id, regionalMemberships.regionalPlanId))
    .leftJoin(regions, eq(regions.id, regionalPlans.regionId))
    .leftJoin(zoneRegions, eq(zoneRegions.regionId, regions.id))
    .where(
      and(
        accountOpen,
        not(nationalPlans.lifelong),
        lt(nationalMemberships.yearJoined, year),
        or(and(gte(dues, yearStart), sql`${dues} <= ${yearEnd}`), renewed),
        scope.regionCodes ? inArray(regions.code, scope.regionCodes) : undefined,
      ),
    )
    .groupBy(sql`grouping sets ((${code}, ${name}), (${zoneRegions.zoneId}))`)
    .orderBy(sql`${name} = 'No region'`, name);
}

/**
 * Issue 42: every zone (with a region in scope) and the number of its regions in scope, by name; and the regions in
 * no zone (zone null) for the whole club, once the club has a zone.
 */
export function countZoneRegions(db: Db, scope: Scope) {
  return db
    .select({
      zoneId: zoneRegions.zoneId,
      zone: zones.name,
      regions: sql<number>`count(*)::int`,
    })
    .from(regions)
    .leftJoin(zoneRegions, eq(zoneRegions.regionId, regions.id))
    .leftJoin(zones, eq(zones.id, zoneRegions.zoneId))
    .where(scope.regionCodes ? inArray(regions.code, scope.regionCodes) : undefined)
    .groupBy(zoneRegions.zoneId, zones.name)
    .orderBy(sql`${zones.name} is null`, zones.name);
}

/**
 * The club's zones as they stand, in one short string: each zone's id, name and regions. A few hundred rows at most,
 * read before a kept dashboard is served, so that a zone made, renamed or given a region shows at once.
 */
export async function readZoneMap(db: Db): Promise<string> {
  const [row] = await db
    .select({
      map: sql<
        string | null
      >`string_agg(${zones.id} || ':' || ${zones.name} || ':' || coalesce(${zoneRegions.regionId}::text, ''), ',' order by ${zones.id}, ${zoneRegions.regionId})`,
    })
    .from(zones)
    .leftJoin(zoneRegions, eq(zoneRegions.zoneId, zones.id));
  return row?.map ?? "";
}

/**
 * This year's paid renewals by the last reminder the member was sent before paying (within the year before), or
 * none (issue 15): which step of the schedule brings members back.
 */
export function countRenewalsByLastReminder(db: Db, scope: Scope) {
  const yearStart = startOfDay(`${scope.today.slice(0, 4)}-01-01`);
  const lastStep = sql<string | null>`(select ${reminderLog.step} from ${reminderLog}
    where ${reminderLog.memberId} = ${invoices.memberId} and ${reminderLog.createdAt} <= ${invoices.paidAt}
      and ${reminderLog.createdAt} > ${invoices.paidAt} - interval '400 days'
    order by ${reminderLog.createdAt} desc limit 1)`;
  return db
    .select({ step: lastStep, renewals: sql<number>`count(*)::int` })
    .from(invoices)
    .innerJoin(members, eq(members.id, invoices.memberId))
    .where(
      and(
        eq(invoices.kind, "renewal"),
        inArray(invoices.status, ["paid", "refunded"]),
        gte(invoices.paidAt, yearStart),
        inScope(db, scope),
      ),
    )
    .groupBy(lastStep);
}
