import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { ForgotPasswordPage } from "../features/auth/pages/forgot-password-page.tsx";
import { LoginPage } from "../features/auth/pages/login-page.tsx";
import { MyEventsPage } from "../features/events/pages/my-events-page.tsx";
import { JoinPage } from "../features/join/pages/join-page.tsx";
import { MembershipDetailsPage } from "../features/membership/pages/membership-details-page.tsx";
import { ChangePasswordPage } from "../features/profile/pages/change-password-page.tsx";
import { AdminMemberSearchPage } from "../features/regional-admin/pages/admin-member-search-page.tsx";
import { RegionalReportsPage } from "../features/regional-admin/pages/regional-reports-page.tsx";
import { MemberResourcesPage } from "../features/resources/pages/member-resources-page.tsx";
import { MemberDetailPage } from "../features/search/pages/member-detail-page.tsx";
import { MemberSearchPage } from "../features/search/pages/member-search-page.tsx";
import { VehicleDetailPage } from "../features/search/pages/vehicle-detail-page.tsx";
import { VehicleSearchPage } from "../features/search/pages/vehicle-search-page.tsx";
import { HomePage } from "../features/site/pages/home-page.tsx";
import { NotFoundPage } from "../features/site/pages/not-found-page.tsx";
import { RouteErrorPage } from "../features/site/pages/route-error-page.tsx";
import { MyVehiclesPage } from "../features/vehicles/pages/my-vehicles-page.tsx";
import { RequireAdministrator } from "./guards/require-administrator.tsx";
import { RequireGoodStanding } from "./guards/require-good-standing.tsx";
import { RequireSignedIn } from "./guards/require-signed-in.tsx";
import { RequireSignedOut } from "./guards/require-signed-out.tsx";
import { ProfileLayout } from "./layouts/profile-layout.tsx";
import { SiteLayout } from "./layouts/site-layout.tsx";
import { MemberInfoWithRenewal } from "./pages/member-info-with-renewal.tsx";

// spec §2: the route table and the profile sub-routes.
const profileRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="member-info" replace /> },
  { path: "member-info", element: <MemberInfoWithRenewal /> },
  { path: "membership-details", element: <MembershipDetailsPage /> },
  { path: "my-vehicles", element: <MyVehiclesPage /> },
  { path: "my-events", element: <MyEventsPage /> },
  { path: "search", element: <Navigate to="member" replace /> },
  // The directory is for members in good standing.
  {
    path: "search/member",
    element: (
      <RequireGoodStanding title="Member Search">
        <MemberSearchPage />
      </RequireGoodStanding>
    ),
  },
  {
    path: "search/member/:memberNo",
    element: (
      <RequireGoodStanding title="Member Details">
        <MemberDetailPage />
      </RequireGoodStanding>
    ),
  },
  {
    path: "search/vehicle",
    element: (
      <RequireGoodStanding title="Car Search">
        <VehicleSearchPage />
      </RequireGoodStanding>
    ),
  },
  {
    path: "search/vehicle/:vehicleId",
    element: (
      <RequireGoodStanding title="Car Details">
        <VehicleDetailPage />
      </RequireGoodStanding>
    ),
  },
  { path: "member-resources", element: <MemberResourcesPage /> },
  { path: "change-password", element: <ChangePasswordPage /> },
  {
    path: "regional-administrator",
    element: (
      <RequireAdministrator>
        <RegionalReportsPage />
      </RequireAdministrator>
    ),
  },
  {
    path: "regional-administrator-member-search",
    element: (
      <RequireAdministrator>
        <AdminMemberSearchPage />
      </RequireAdministrator>
    ),
  },
  { path: "*", element: <Navigate to="/my-profile/member-info" replace /> },
];

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <Navigate to="/my-profile" replace /> },
      {
        path: "login",
        element: (
          <RequireSignedOut>
            <LoginPage />
          </RequireSignedOut>
        ),
      },
      {
        path: "join-the-ccca",
        element: (
          <RequireSignedOut>
            <JoinPage />
          </RequireSignedOut>
        ),
      },
      { path: "home", element: <HomePage /> },
      { path: "reset-password/:token?", element: <ForgotPasswordPage /> },
      {
        path: "my-profile",
        element: (
          <RequireSignedIn>
            <ProfileLayout />
          </RequireSignedIn>
        ),
        children: profileRoutes,
      },
      { path: "page-not-found", element: <NotFoundPage /> },
      { path: "*", element: <Navigate to="/page-not-found" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
