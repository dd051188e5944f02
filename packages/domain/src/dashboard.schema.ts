import { z } from "zod";
import { textSchema } from "./fields.schema.ts";

// The dashboard (issue 14): what a volunteer reads at a glance, for the whole club (the office) or the regions a
// regional administrator looks after. Every chart is a list of numbers the page also shows as a table, and the
// same numbers are behind each chart's CSV.

const count = z.number().int();
const cents = z.number().int();
const month = z.string().regex(/^\d{4}-\d{2}$/);

export const dashboardCharts = [
  "active-by-plan",
  "active-by-region",
  "joins-and-renewals",
  "revenue",
  "retention-by-region",
  "renewals-after-reminder",
  "by-zone",
] as const;
export type DashboardChart = (typeof dashboardCharts)[number];

export const dashboardSchema = z.object({
  /** The day the numbers are for (YYYY-MM-DD), and the regions they cover (null: the whole club). */
  today: z.string(),
  regions: z.array(z.string()).nullable(),
  /** Issue 42: the zone whose regions the numbers cover, when a zone's roll-up was asked for. */
  zone: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  totals: z.object({
    /** Members in good standing: dues paid to today or later, or a lifelong plan. */
    active: count,
    lifetime: count,
    /** Dues ran out this calendar year, before today, and were not renewed. */
    lapsedThisYear: count,
    /** Joined and never paid (the whole club only; null for regions). */
    unpaidJoiners: count.nullable(),
    /** Cars waiting for the club's approval (the whole club only; null for regions). */
    approvalsWaiting: count.nullable(),
  }),
  activeByPlan: z.array(z.object({ plan: z.string(), members: count })),
  activeByRegion: z.array(z.object({ code: z.string(), region: z.string(), members: count })),
  /** The last twelve months, oldest first: memberships started (joins) and renewed, paid online or at the office. */
  joinsAndRenewals: z.array(z.object({ month, joins: count, renewals: count })),
  /**
   * The last twelve months, oldest first, in cents: what paid invoices brought in by kind, the online fees, and what
   * was refunded (the whole club only; null for regions, whose members' payments are mostly national dues).
   */
  revenue: z
    .array(
      z.object({
        month,
        dues: cents,
        donations: cents,
        museum: cents,
        fees: cents,
        refunds: cents,
        net: cents,
      }),
    )
    .nullable(),
  /**
   * This year's renewals by region (issue 15): of the members whose dues were due this year, how many renewed for
   * the next, have not yet, and lapsed. "—" is the members of no region (the whole club only).
   */
  retentionByRegion: z.array(
    z.object({ code: z.string(), region: z.string(), renewed: count, notYetRenewed: count, lapsed: count }),
  ),
  /**
   * Issue 42: the same numbers rolled up by zone (empty while the club has no zone): each zone's regions in scope,
   * its members in good standing with current regional dues, and this year's renewals, a member counted once in a
   * zone however many of its regions they belong to. Zone null is the regions in no zone (the whole club only).
   */
  byZone: z.array(
    z.object({
      zoneId: z.number().int().nullable(),
      zone: z.string(),
      regions: count,
      members: count,
      renewed: count,
      notYetRenewed: count,
      lapsed: count,
    }),
  ),
  /** This year's renewals by the last reminder sent before the member paid (step null: none was sent). */
  renewalsAfterReminder: z.array(
    z.object({ step: z.string().nullable(), label: z.string(), renewals: count }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardChartParamsSchema = z.object({ chart: z.enum(dashboardCharts) });

/**
 * GET /api/v1/regional_administrators/dashboard: one region the member administers, one zone whose every region
 * they administer (issue 42: a zone's officers), or all of their regions.
 */
export const regionalDashboardQuerySchema = z.object({
  region: textSchema().trim().max(10).optional(),
  zone: z.coerce.number().int().positive().optional(),
});

export const dashboardMessages = {
  regionOrZone: "Give a region or a zone, not both.",
};
