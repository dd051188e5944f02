import type { OfficeSession } from "@club/domain/office.schema";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../api/token-storage.ts";
import { loadLazyPages } from "../test/lazy-pages.ts";
import { profileFixture } from "../test/member-fixtures.ts";
import { officeRecordFixture, officeSessionFixture } from "../test/office.fixture.ts";
import { siteConfigFixture } from "../test/site-config.fixture.ts";
import { type StubReply, stubApi } from "../test/stub-api.ts";
import { officeRoutes } from "./office-routes.tsx";
import { Providers } from "./providers.tsx";
import { createQueryClient } from "./query-client.ts";
import { routeDiscovery, routes } from "./router.tsx";

beforeAll(() => loadLazyPages([...routes, ...officeRoutes]), 30_000);

const emptyList = { results: [], page: 1, pageSize: 50, total: 0 };
const membersPath = "GET /api/v1/office/members?sort=last_name&order=asc&page=1";

/** The app's route table at `path`, signed in, with the office answering as `replies` say. */
function openOffice(path: string, replies: Record<string, () => StubReply>) {
  const fetchMock = stubApi({
    "GET /api/v1/site_config": () => ({ body: siteConfigFixture }),
    "GET /api/v1/members/profile": () => ({ body: { ...profileFixture, officeRole: "office_staff" } }),
    "GET /api/v1/regional_membership_plans": () => ({ body: [] }),
    ...replies,
  });
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: routeDiscovery(),
  });
  render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, fetchMock };
}

const session = (twoFactor: OfficeSession["twoFactor"]) => () => ({
  body: officeSessionFixture({ twoFactor }),
});

describe("the office's guard (issue 13)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("sends a signed-out visitor to the login page", async () => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    const { router } = openOffice("/office", {});
    expect(await screen.findByRole("heading", { level: 1, name: "Login" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("tells an account without an office role that the office is not for it", async () => {
    const { router } = openOffice("/office", {
      "GET /api/v1/office/session": () => ({ status: 403, body: { errors: { base: ["Not allowed"] } } }),
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "The club office is not open to your account" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to your profile" }).getAttribute("href")).toBe("/my-profile");
    expect(router.state.location.pathname).toBe("/office");
    expect(screen.queryByRole("navigation", { name: "Office" })).toBeNull();
  });

  it("asks for the second factor before anything else, then returns to the page asked for", async () => {
    const { router, fetchMock } = openOffice("/office/payments?method=cash", {
      "GET /api/v1/office/session": session({ required: true, enrolled: true, verified: false }),
      "POST /api/v1/office/two_factor/verify": () => ({
        body: { required: true, enrolled: true, verified: true },
      }),
      "GET /api/v1/office/payments?method=cash&page=1": () => ({
        body: { results: [], page: 1, pageSize: 50, total: 0, net: 0 },
      }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Second sign-in step" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/office/two-factor");
    // Nothing of the office is asked for, or offered, before the second step.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/office/payments"))).toBe(false);
    expect(screen.queryByRole("navigation", { name: "Office" })).toBeNull();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Code"), "123456{Enter}");
    expect(await screen.findByRole("heading", { level: 1, name: "Payments" })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      "/office/payments?method=cash",
    );
    expect(screen.getByRole("navigation", { name: "Office" })).toBeTruthy();
  });

  it("shows the office with its navigation once the session is verified", async () => {
    // The dashboard is the first page (issue 14); the members' list is one link away.
    openOffice("/office/members", {
      "GET /api/v1/office/session": session({ required: true, enrolled: true, verified: true }),
      [membersPath]: () => ({ body: emptyList }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Members" })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Office" });
    expect(within(nav).getByRole("link", { name: "Members" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByText("Olive Office")).toBeTruthy();
    expect(within(nav).getByText("Office administrator")).toBeTruthy();
    expect(await screen.findByText("No members match this search.")).toBeTruthy();
  });

  it("goes to the second step when any office call is refused for want of it", async () => {
    const { router } = openOffice("/office/members/7", {
      "GET /api/v1/office/session": session({ required: true, enrolled: true, verified: true }),
      "GET /api/v1/office/members/7": () => ({
        status: 403,
        body: { errors: { twoFactor: ["Enter the code from your authenticator app"] } },
      }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Second sign-in step" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/office/two-factor");
    expect(router.state.location.state).toEqual({ returnTo: "/office/members/7", refused: true });
  });

  it("shows staff the Office entry in the site header", async () => {
    openOffice("/home", {});
    const menu = await screen.findByRole("navigation", { name: "Main menu" });
    expect((await within(menu).findByRole("link", { name: "Office" })).getAttribute("href")).toBe("/office");
  });
});

describe("the Office entry in the header", () => {
  beforeEach(() => saveToken("test-token", false));

  it("is not shown to a member", async () => {
    stubApi({
      "GET /api/v1/site_config": () => ({ body: siteConfigFixture }),
      "GET /api/v1/members/profile": () => ({ body: profileFixture }),
    });
    const router = createMemoryRouter(routes, {
      initialEntries: ["/home"],
      patchRoutesOnNavigation: routeDiscovery(),
    });
    render(
      <Providers queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    );
    const menu = await screen.findByRole("navigation", { name: "Main menu" });
    expect(await within(menu).findByRole("link", { name: "My Profile" })).toBeTruthy();
    expect(within(menu).queryByRole("link", { name: "Office" })).toBeNull();
  });
});

// The record's page is reached through the router too (a regression check that its route exists).
it("opens a member's record at its tab from the address", async () => {
  saveToken("test-token", false);
  openOffice("/office/members/7?tab=history", {
    "GET /api/v1/office/session": session({ required: true, enrolled: true, verified: true }),
    "GET /api/v1/office/members/7": () => ({ body: officeRecordFixture() }),
  });
  expect(await screen.findByRole("heading", { level: 1, name: "Margaret Whitfield" })).toBeTruthy();
  expect(screen.getByRole("tab", { name: "History" }).getAttribute("aria-selected")).toBe("true");
  expect(screen.getByText("No changes recorded yet.")).toBeTruthy();
});
