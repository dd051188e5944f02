import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from "react-router";
import { LoginPage } from "../features/auth/pages/login-page.tsx";
import { NotFoundPage } from "../features/site/pages/not-found-page.tsx";
import { RouteErrorPage } from "../features/site/pages/route-error-page.tsx";
import { RequireSignedIn } from "./guards/require-signed-in.tsx";
import { RequireSignedOut } from "./guards/require-signed-out.tsx";
import { SiteLayout } from "./layouts/site-layout.tsx";
import { lazyPage, pageHandle, pageRoute, preloadMatchedPages } from "./lazy-page.tsx";

// Each page's code is its own chunk, fetched when the page is first shown; the login page, the site chrome and
// the error pages are in the first load.
const ClaimPage = lazyPage(() => import("../features/auth/pages/claim-page.tsx"), "ClaimPage");
const ForgotPasswordPage = lazyPage(
  () => import("../features/auth/pages/forgot-password-page.tsx"),
  "ForgotPasswordPage",
);
const SignInCodePage = lazyPage(
  () => import("../features/auth/pages/sign-in-code-page.tsx"),
  "SignInCodePage",
);
const MyEventsPage = lazyPage(() => import("../features/events/pages/my-events-page.tsx"), "MyEventsPage");
const JudgingPage = lazyPage(() => import("../features/judging/pages/judging-page.tsx"), "JudgingPage");
const MeetResultsPage = lazyPage(
  () => import("../features/meet-results/pages/meet-results-page.tsx"),
  "MeetResultsPage",
);
const JoinPage = lazyPage(() => import("../features/join/pages/join-page.tsx"), "JoinPage");
const RenewPage = lazyPage(() => import("../features/renewal/pages/renew-page.tsx"), "RenewPage");
const OfficeLayout = lazyPage(
  () => import("../features/office/components/office-layout.tsx"),
  "OfficeLayout",
);
const OfficeDashboardPage = lazyPage(
  () => import("../features/office/pages/office-dashboard-page.tsx"),
  "OfficeDashboardPage",
);
const UnsubscribePage = lazyPage(
  () => import("../features/site/pages/unsubscribe-page.tsx"),
  "UnsubscribePage",
);
const RenewalLinkPage = lazyPage(
  () => import("../features/renewal/pages/renewal-link-page.tsx"),
  "RenewalLinkPage",
);
const MembershipCardPage = lazyPage(
  () => import("../features/membership/pages/membership-card-page.tsx"),
  "MembershipCardPage",
);
const CardCheckPage = lazyPage(
  () => import("../features/membership/pages/card-check-page.tsx"),
  "CardCheckPage",
);
const ProfileLayout = lazyPage(() => import("./layouts/profile-layout.tsx"), "ProfileLayout");
const HomePage = lazyPage(() => import("../features/site/pages/home-page.tsx"), "HomePage");
const HelpPage = lazyPage(() => import("../features/site/pages/help-page.tsx"), "HelpPage");
const RegionPage = lazyPage(() => import("../features/regions/pages/region-page.tsx"), "RegionPage");
const ForSalePage = lazyPage(() => import("./pages/public-marketplace-pages.tsx"), "ForSalePage");
const ForSaleListingPage = lazyPage(
  () => import("./pages/public-marketplace-pages.tsx"),
  "ForSaleListingPage",
);
const ForSaleConfirmPage = lazyPage(
  () => import("./pages/public-marketplace-pages.tsx"),
  "ForSaleConfirmPage",
);
const AccessibilityStatementPage = lazyPage(
  () => import("../features/accessibility/pages/accessibility-statement-page.tsx"),
  "AccessibilityStatementPage",
);
const MarketplacePage = lazyPage(
  () => import("../features/marketplace/pages/marketplace-page.tsx"),
  "MarketplacePage",
);
const MyListingsPage = lazyPage(
  () => import("../features/marketplace/pages/my-listings-page.tsx"),
  "MyListingsPage",
);
const NewListingPage = lazyPage(
  () => import("../features/marketplace/pages/new-listing-page.tsx"),
  "NewListingPage",
);
const ListingPage = lazyPage(() => import("../features/marketplace/pages/listing-page.tsx"), "ListingPage");
const EditListingPage = lazyPage(
  () => import("../features/marketplace/pages/edit-listing-page.tsx"),
  "EditListingPage",
);
const ElectionsPage = lazyPage(
  () => import("../features/elections/pages/elections-page.tsx"),
  "ElectionsPage",
);
const ElectionPage = lazyPage(() => import("../features/elections/pages/election-page.tsx"), "ElectionPage");
// Issue 46: a member's ballot, signed in or from the e-mailed link.
const BallotPage = lazyPage(() => import("../features/elections/ballot-page.tsx"), "BallotPage");
const BallotLinkPage = lazyPage(() => import("../features/elections/ballot-link-page.tsx"), "BallotLinkPage");
const MemberInfoWithRenewal = lazyPage(
  () => import("./pages/member-info-with-renewal.tsx"),
  "MemberInfoWithRenewal",
);

// spec §2: the route table and the profile sub-routes. The pages a member opens first (member info, where signing in
// lands; renewal, where a reminder's link lands; the card, My Events and judging, which a phone opens at a meet) are
// here; the others come with their route table (profile-routes.tsx) when one of them is first opened.
const profileRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="member-info" replace /> },
  pageRoute("member-info", MemberInfoWithRenewal),
  // Issue 25: a reminder's link lands here, last year's choices ready to pay in one tap.
  pageRoute("renew", RenewPage),
  pageRoute("membership-card", MembershipCardPage),
  pageRoute("my-events", MyEventsPage),
  // Issue 29: a judge's cars and score sheets at the show field; a member not on the roster is told so.
  pageRoute("judging", JudgingPage),
  { path: "*", element: <Navigate to="/my-profile/member-info" replace /> },
];

// Issue 44: the members' marketplace, in the profile area's frame (its menu has the entry). The server refuses a
// member not in good standing with its own words, which the pages show.
const marketplaceRoutes: RouteObject[] = [
  { index: true, element: <MarketplacePage />, handle: pageHandle(MarketplacePage) },
  pageRoute("mine", MyListingsPage),
  pageRoute("new", NewListingPage),
  pageRoute(":id", ListingPage),
  pageRoute(":id/edit", EditListingPage),
];

// Issue 46: the club's elections, in the profile area's frame (its menu has the entry).
const electionsRoutes: RouteObject[] = [
  { index: true, element: <ElectionsPage />, handle: pageHandle(ElectionsPage) },
  pageRoute(":id", ElectionPage),
];

export const routes: RouteObject[] = [
  {
    path: "office",
    errorElement: <RouteErrorPage />,
    element: (
      <RequireSignedIn>
        <OfficeLayout />
      </RequireSignedIn>
    ),
    handle: pageHandle(OfficeLayout),
    // The office's pages other than its dashboard come with their route table (office-routes.tsx) when a path below
    // /office is first opened: the table is not in the login page's first script.
    id: "office",
    children: [{ index: true, element: <OfficeDashboardPage />, handle: pageHandle(OfficeDashboardPage) }],
  },
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
      // Issue 43: a sign-in code by e-mail, and the link mailed with it.
      {
        path: "login/code/:token?",
        element: (
          <RequireSignedOut>
            <SignInCodePage />
          </RequireSignedOut>
        ),
        handle: pageHandle(SignInCodePage),
      },
      {
        path: "join-the-ccca",
        element: (
          <RequireSignedOut>
            <JoinPage />
          </RequireSignedOut>
        ),
        handle: pageHandle(JoinPage),
      },
      pageRoute("home", HomePage),
      // Issue 25: answers to what members ask the office most, open to everyone.
      pageRoute("help", HelpPage),
      // Issue 42: a region's own page, open to everyone.
      pageRoute("regions/:code", RegionPage),
      // Issue 44: the cars and parts for sale, open to everyone while the club shows them to the public.
      pageRoute("for-sale", ForSalePage),
      pageRoute("for-sale/:id", ForSaleListingPage),
      pageRoute("for-sale/confirm/:token", ForSaleConfirmPage),
      // Issue 30: the accessibility statement, worked out from the end-to-end suite's checks, open to everyone.
      pageRoute("accessibility", AccessibilityStatementPage),
      pageRoute("reset-password/:token?", ForgotPasswordPage),
      {
        path: "my-profile",
        element: (
          <RequireSignedIn>
            <ProfileLayout />
          </RequireSignedIn>
        ),
        handle: pageHandle(ProfileLayout),
        id: "my-profile",
        children: profileRoutes,
      },
      {
        path: "marketplace",
        element: (
          <RequireSignedIn>
            <ProfileLayout />
          </RequireSignedIn>
        ),
        handle: pageHandle(ProfileLayout),
        children: marketplaceRoutes,
      },
      {
        path: "elections",
        element: (
          <RequireSignedIn>
            <ProfileLayout />
          </RequireSignedIn>
        ),
        handle: pageHandle(ProfileLayout),
        children: electionsRoutes,
      },
      // Issue 29: a judged meet's results per class, for any signed-in member once published.
      {
        path: "events/:id/results",
        element: (
          <RequireSignedIn>
            <MeetResultsPage />
          </RequireSignedIn>
        ),
        handle: pageHandle(MeetResultsPage),
      },
      // Issue 46: a member's ballot (its call signs a signed-out reader in, as RequireSignedIn would: the login's
      // first script is held to its budget), and the one an e-mailed link or a paper's QR code opens without signing in.
      pageRoute("elections/:id/vote", BallotPage),
      pageRoute("vote/:token", BallotLinkPage),
      // Issue 16: an imported member claims their account, with the e-mailed link or a letter's code.
      pageRoute("claim/:token?", ClaimPage),
      // Issue 15: a reminder's one-click renewal link, and the short one printed on a letter.
      pageRoute("renew/:token", RenewalLinkPage),
      pageRoute("r/:token", RenewalLinkPage),
      // Issue 25: what a membership card's QR code opens, for the office or an event host, signed in or not.
      pageRoute("card/:token", CardCheckPage),
      // Issue 15: an announcement's unsubscribe link, open without signing in.
      pageRoute("unsubscribe/:token", UnsubscribePage),
      { path: "page-not-found", element: <NotFoundPage /> },
      { path: "*", element: <Navigate to="/page-not-found" replace /> },
    ],
  },
];

/** The route tables fetched when a path below their route is first opened, by the route's id (its path). */
const discoveredTables = [
  { routeId: "office", table: async () => (await import("./office-routes.tsx")).officeRoutes },
  { routeId: "my-profile", table: async () => (await import("./profile-routes.tsx")).moreProfileRoutes },
];

/**
 * Adds the office's pages, and the profile's beside those a member opens first, to the route table when a path below
 * /office or /my-profile is opened (React Router's "fog of war"), and starts loading the matched page's code and data
 * as the first load does.
 */
export function routeDiscovery(queryClient?: QueryClient) {
  return async ({
    path,
    patch,
  }: {
    path: string;
    patch: (routeId: string, children: RouteObject[]) => void;
  }) => {
    const discovered = discoveredTables.find(({ routeId }) => path.startsWith(`/${routeId}/`));
    if (!discovered) return;
    patch(discovered.routeId, await discovered.table());
    if (queryClient) preloadMatchedPages(matchRoutes(routes, path) ?? [], queryClient);
  };
}

export function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: routeDiscovery(queryClient) });
  preloadMatchedPages(router.state.matches, queryClient);
  return router;
}
