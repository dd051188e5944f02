import type { Dashboard } from "@club/domain/dashboard.schema";

/** A small club's dashboard: two plans, one region, a month of joins, the office's revenue. */
export const dashboardFixture: Dashboard = {
  today: "2026-11-21",
  regions: null,
  zone: null,
  totals: { active: 120, lifetime: 4, lapsedThisYear: 9, unpaidJoiners: 2, approvalsWaiting: 3 },
  activeByPlan: [
    { plan: "Active", members: 100 },
    { plan: "Associate", members: 20 },
  ],
  activeByRegion: [{ code: "NE", region: "New England", members: 40 }],
  joinsAndRenewals: [{ month: "2026-11", joins: 5, renewals: 30 }],
  revenue: [
    { month: "2026-11", dues: 345000, donations: 5000, museum: 0, fees: 1035, refunds: 0, net: 351035 },
  ],
  retentionByRegion: [{ code: "NE", region: "New England", renewed: 30, notYetRenewed: 8, lapsed: 2 }],
  renewalsAfterReminder: [{ step: null, label: "No reminder", renewals: 30 }],
  byZone: [
    { zoneId: 1, zone: "Zone 1", regions: 1, members: 40, renewed: 30, notYetRenewed: 8, lapsed: 2 },
    { zoneId: null, zone: "No zone", regions: 3, members: 0, renewed: 0, notYetRenewed: 0, lapsed: 0 },
  ],
};
