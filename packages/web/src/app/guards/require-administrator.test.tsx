import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../api/token-storage.ts";
import { loadLazyPages } from "../../test/lazy-pages.ts";
import { membershipDetailsFixture, profileFixture, renewDataFixture } from "../../test/member-fixtures.ts";
import { siteConfigFixture } from "../../test/site-config.fixture.ts";
import { stubApi } from "../../test/stub-api.ts";
import { moreProfileRoutes } from "../profile-routes.tsx";
import { Providers } from "../providers.tsx";
import { createQueryClient } from "../query-client.ts";
import { routeDiscovery, routes } from "../router.tsx";

beforeAll(() => loadLazyPages([...routes, ...moreProfileRoutes]), 30_000);

/** The app's own providers and route table, opened at `path` as a member who is or is not an administrator. */
function openAs(path: string, regionalAdministrator: boolean) {
  stubApi({
    "GET /api/v1/site_config": () => ({ body: siteConfigFixture }),
    "GET /api/v1/members/profile": () => ({ body: profileFixture }),
    "GET /api/v1/members/membership_details": () => ({
      body: { ...membershipDetailsFixture, regionalAdministrator },
    }),
    "GET /api/v1/members/renew_data": () => ({ body: renewDataFixture() }),
    "GET /api/v1/countries": () => ({ body: { "United States of America": "US" } }),
    "GET /api/v1/regions?country_code=US": () => ({ body: { Illinois: "US-IL" } }),
    "GET /api/v1/regional_administrators/available_regions": () => ({
      body: {
        "Greater Illinois Region": {
          administrator: regionalAdministrator,
          director: false,
          regionCode: "GI",
        },
      },
    }),
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
  return router;
}

// spec §2, §6: the regional administrator pages, reached by their address, not only through the tabs.
describe.each([
  ["/my-profile/regional-administrator", "Regional Reports"],
  ["/my-profile/regional-administrator-member-search", "Member Search"],
])("the route %s", (path, title) => {
  beforeEach(() => saveToken("test-token", false));

  it("sends a member who administers no region to Member Info", async () => {
    const router = openAs(path, false);
    expect(await screen.findByRole("heading", { level: 1, name: "Member Info" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/my-profile/member-info");
    expect(screen.queryByRole("heading", { level: 1, name: title })).toBeNull();
  });

  it("shows the page to an administrator", async () => {
    const router = openAs(path, true);
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });
});
