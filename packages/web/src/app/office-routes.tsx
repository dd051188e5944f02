import { Navigate, type RouteObject } from "react-router";
import { lazyPage, pageRoute } from "./lazy-page.tsx";
import { RegionStatementPage, ZoneStatementPage } from "./statement-pages.ts";

// Issues 13 and 14: the club office's pages beside its dashboard, each area's from its own features/office-* folder.
// The table is fetched when a path below /office is first opened (router.tsx's routeDiscovery), not with the
// login page.

const OfficeMembersPage = lazyPage(
  () => import("../features/office-members/pages/office-members-page.tsx"),
  "OfficeMembersPage",
);
const OfficeApprovalsPage = lazyPage(
  () => import("../features/office-approvals/pages/office-approvals-page.tsx"),
  "OfficeApprovalsPage",
);
const OfficeVehicleClaimsPage = lazyPage(
  () => import("../features/office-vehicle-claims/pages/office-vehicle-claims-page.tsx"),
  "OfficeVehicleClaimsPage",
);
const OfficeListingsPage = lazyPage(
  () => import("../features/office-listings/pages/office-listings-page.tsx"),
  "OfficeListingsPage",
);
const OfficeArchivePage = lazyPage(
  () => import("../features/office-archive/pages/office-archive-page.tsx"),
  "OfficeArchivePage",
);
const OfficeCommitteesPage = lazyPage(
  () => import("../features/office-committees/pages/office-committees-page.tsx"),
  "OfficeCommitteesPage",
);
const OfficeElectionsPage = lazyPage(
  () => import("../features/office-elections/pages/office-elections-page.tsx"),
  "OfficeElectionsPage",
);
const OfficeElectionPage = lazyPage(
  () => import("../features/office-elections/pages/office-election-page.tsx"),
  "OfficeElectionPage",
);
const OfficeErasureRequestsPage = lazyPage(
  () => import("../features/office-erasure-requests/pages/office-erasure-requests-page.tsx"),
  "OfficeErasureRequestsPage",
);
const OfficeEventsPage = lazyPage(
  () => import("../features/office-events/pages/office-events-page.tsx"),
  "OfficeEventsPage",
);
const OfficeCheckInPage = lazyPage(
  () => import("../features/office-events/pages/office-check-in-page.tsx"),
  "OfficeCheckInPage",
);
const OfficeJudgingPage = lazyPage(
  () => import("../features/office-judging/pages/office-judging-page.tsx"),
  "OfficeJudgingPage",
);
const OfficeJudgesPage = lazyPage(
  () => import("../features/office-judging/pages/office-judges-page.tsx"),
  "OfficeJudgesPage",
);
const OfficeClassicsPage = lazyPage(
  () => import("../features/office-classics/pages/office-classics-page.tsx"),
  "OfficeClassicsPage",
);
const OfficeAnnouncementsPage = lazyPage(
  () => import("../features/office-announcements/pages/office-announcements-page.tsx"),
  "OfficeAnnouncementsPage",
);
const OfficeRemindersPage = lazyPage(
  () => import("../features/office-reminders/pages/office-reminders-page.tsx"),
  "OfficeRemindersPage",
);
const OfficePlansPage = lazyPage(
  () => import("../features/office-plans/pages/office-plans-page.tsx"),
  "OfficePlansPage",
);
const OfficeRegionsPage = lazyPage(
  () => import("../features/office-plans/pages/office-regions-page.tsx"),
  "OfficeRegionsPage",
);
const OfficeStaffPage = lazyPage(
  () => import("../features/office-staff/pages/office-staff-page.tsx"),
  "OfficeStaffPage",
);
const OfficeSettingsPage = lazyPage(
  () => import("../features/office-settings/pages/office-settings-page.tsx"),
  "OfficeSettingsPage",
);
const OfficeMemberPage = lazyPage(
  () => import("../features/office-members/pages/office-member-page.tsx"),
  "OfficeMemberPage",
);
const OfficePaymentsPage = lazyPage(
  () => import("../features/office-payments/pages/office-payments-page.tsx"),
  "OfficePaymentsPage",
);
const OfficeAuditPage = lazyPage(
  () => import("../features/office-audit/pages/office-audit-page.tsx"),
  "OfficeAuditPage",
);
const OfficeBouncesPage = lazyPage(
  () => import("../features/office-members/pages/office-bounces-page.tsx"),
  "OfficeBouncesPage",
);
const OfficeTwoFactorPage = lazyPage(
  () => import("../features/office/pages/office-two-factor-page.tsx"),
  "OfficeTwoFactorPage",
);
const OfficeImportsPage = lazyPage(
  () => import("../features/office-imports/pages/office-imports-page.tsx"),
  "OfficeImportsPage",
);

export const officeRoutes: RouteObject[] = [
  pageRoute("members", OfficeMembersPage),
  pageRoute("approvals", OfficeApprovalsPage),
  pageRoute("vehicle-claims", OfficeVehicleClaimsPage),
  // Issue 44: the marketplace's approval queue and reported listings.
  pageRoute("listings", OfficeListingsPage),
  // Issue 45: the publications archive: issues, mentions of cars, the Member Resources links.
  pageRoute("archive", OfficeArchivePage),
  // Issue 46: the club's and the regions' committees and who serves on them.
  pageRoute("committees", OfficeCommitteesPage),
  // Issue 46: elections and votes.
  pageRoute("elections", OfficeElectionsPage),
  pageRoute("elections/:id", OfficeElectionPage),
  // Issue 30: members' requests to leave the club.
  pageRoute("erasure-requests", OfficeErasureRequestsPage),
  pageRoute("events", OfficeEventsPage),
  pageRoute("events/:id/check-in", OfficeCheckInPage),
  pageRoute("events/:id/judging", OfficeJudgingPage),
  pageRoute("judges", OfficeJudgesPage),
  pageRoute("classics", OfficeClassicsPage),
  pageRoute("announcements", OfficeAnnouncementsPage),
  pageRoute("reminders", OfficeRemindersPage),
  pageRoute("plans", OfficePlansPage),
  pageRoute("regions", OfficeRegionsPage),
  pageRoute("regions/:code/statement", RegionStatementPage),
  pageRoute("zones/:id/statement", ZoneStatementPage),
  pageRoute("staff", OfficeStaffPage),
  pageRoute("settings", OfficeSettingsPage),
  pageRoute("members/:id", OfficeMemberPage),
  pageRoute("payments", OfficePaymentsPage),
  pageRoute("audit", OfficeAuditPage),
  pageRoute("bounces", OfficeBouncesPage),
  pageRoute("two-factor", OfficeTwoFactorPage),
  pageRoute("imports", OfficeImportsPage),
  pageRoute("imports/:id", OfficeImportsPage),
  { path: "*", element: <Navigate to="/office" replace /> },
];
