import { Navigate, type RouteObject } from "react-router";
import { RequireAdministrator } from "./guards/require-administrator.tsx";
import { RequireGoodStanding } from "./guards/require-good-standing.tsx";
import { type LazyPage, lazyPage, pageHandle, pageRoute } from "./lazy-page.tsx";
import { RegionStatementPage, ZoneStatementPage } from "./statement-pages.ts";

// spec §2: the profile's pages beside those a member opens first (router.tsx's profileRoutes). The table is fetched
// when one of them is first opened (router.tsx's routeDiscovery), not with the login page (issue 41: the login page's
// first script names every page it routes to, and is held to its budget, e2e/tests/first-load.spec.ts).

const MembershipDetailsPage = lazyPage(
  () => import("../features/membership/pages/membership-details-page.tsx"),
  "MembershipDetailsPage",
);
const ChangePasswordPage = lazyPage(
  () => import("../features/profile/pages/change-password-page.tsx"),
  "ChangePasswordPage",
);
const AdminMemberSearchPage = lazyPage(
  () => import("../features/regional-admin/pages/admin-member-search-page.tsx"),
  "AdminMemberSearchPage",
);
const RegionalReportsPage = lazyPage(
  () => import("../features/regional-admin/pages/regional-reports-page.tsx"),
  "RegionalReportsPage",
);
const MemberResourcesPage = lazyPage(
  () => import("../features/resources/pages/member-resources-page.tsx"),
  "MemberResourcesPage",
);
const ArchiveSearchPage = lazyPage(
  () => import("../features/archive/pages/archive-search-page.tsx"),
  "ArchiveSearchPage",
);
const ArchivePageViewPage = lazyPage(
  () => import("../features/archive/pages/archive-page-view-page.tsx"),
  "ArchivePageViewPage",
);
const FullClassicListPage = lazyPage(
  () => import("../features/classics/pages/full-classic-list-page.tsx"),
  "FullClassicListPage",
);
const MemberDetailPage = lazyPage(
  () => import("../features/search/pages/member-detail-page.tsx"),
  "MemberDetailPage",
);
const MemberSearchPage = lazyPage(
  () => import("../features/search/pages/member-search-page.tsx"),
  "MemberSearchPage",
);
const VehicleDetailPage = lazyPage(
  () => import("../features/search/pages/vehicle-detail-page.tsx"),
  "VehicleDetailPage",
);
const VehicleSearchPage = lazyPage(
  () => import("../features/search/pages/vehicle-search-page.tsx"),
  "VehicleSearchPage",
);
const RegistryStatsPage = lazyPage(
  () => import("../features/registry-stats/pages/registry-stats-page.tsx"),
  "RegistryStatsPage",
);
const RegionNewsPage = lazyPage(
  () => import("../features/regional-admin/pages/region-news-page.tsx"),
  "RegionNewsPage",
);
const MyVehiclesPage = lazyPage(
  () => import("../features/vehicles/pages/my-vehicles-page.tsx"),
  "MyVehiclesPage",
);
const RegionElectionsPage = lazyPage(
  () => import("../features/regional-admin/pages/region-elections-page.tsx"),
  "RegionElectionsPage",
);

/** A page for members in good standing; anyone else reads why, and the way forward, under the page's title. */
function goodStandingRoute(path: string, title: string, Page: LazyPage): RouteObject {
  return {
    path,
    element: (
      <RequireGoodStanding title={title}>
        <Page />
      </RequireGoodStanding>
    ),
    handle: pageHandle(Page),
  };
}

/** A page for regional administrators (the flag in membership details); the server decides what each may read. */
function administratorRoute(path: string, Page: LazyPage): RouteObject {
  return {
    path,
    element: (
      <RequireAdministrator>
        <Page />
      </RequireAdministrator>
    ),
    handle: pageHandle(Page),
  };
}

export const moreProfileRoutes: RouteObject[] = [
  pageRoute("membership-details", MembershipDetailsPage),
  pageRoute("my-vehicles", MyVehiclesPage),
  { path: "search", element: <Navigate to="member" replace /> },
  // The directory is for members in good standing.
  goodStandingRoute("search/member", "Member Search", MemberSearchPage),
  goodStandingRoute("search/member/:memberNo", "Member Details", MemberDetailPage),
  goodStandingRoute("search/vehicle", "Car Search", VehicleSearchPage),
  goodStandingRoute("search/vehicle/:vehicleId", "Car Details", VehicleDetailPage),
  // Issue 27: the registry's numbers, for the same members as the car search.
  goodStandingRoute("registry", "The Registry in Numbers", RegistryStatsPage),
  pageRoute("member-resources", MemberResourcesPage),
  // Issue 45: the club's publications searched to the word, and one page of an issue to read.
  pageRoute("member-resources/archive", ArchiveSearchPage),
  pageRoute("member-resources/archive/:issueId/:page", ArchivePageViewPage),
  // Issue 27: the club's list of Full Classic cars and the member's petitions to add one.
  pageRoute("full-classic-list", FullClassicListPage),
  pageRoute("change-password", ChangePasswordPage),
  administratorRoute("regional-administrator", RegionalReportsPage),
  // Issue 42: a region's statement for its treasurer (the server refuses any other officer).
  administratorRoute("regional-administrator/statement/:code", RegionStatementPage),
  // Issue 42: a zone's money rolled up, for its officers (the server refuses whoever does not read every region's).
  administratorRoute("regional-administrator/zone-statement/:id", ZoneStatementPage),
  // Issue 42: a region's news and newsletter for its newsletter editor or director (the server refuses the others).
  administratorRoute("regional-administrator/news/:code", RegionNewsPage),
  // Issue 46: a region's elections for its officers (the server refuses anyone else).
  administratorRoute("regional-administrator/elections/:code", RegionElectionsPage),
  administratorRoute("regional-administrator-member-search", AdminMemberSearchPage),
];
