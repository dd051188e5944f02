import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../api/token-storage.ts";
import type { RenewalHost } from "../../features/profile/pages/member-info-page.tsx";
import { MemberInfoPage } from "../../features/profile/pages/member-info-page.tsx";
import { SiteConfigProvider } from "../../lib/site-config-context.tsx";
import { membershipDetailsFixture, profileFixture } from "../../test/member-fixtures.ts";
import { siteConfigFixture } from "../../test/site-config.fixture.ts";
import { stubApi } from "../../test/stub-api.ts";
import { buildTheme } from "../theme.ts";
import { ProfileLayout } from "./profile-layout.tsx";

const noRenewal: RenewalHost = ({ children }) => children(null);

/** The profile layout with member info inside it, as the router nests them. */
function renderMemberInfo() {
  const router = createMemoryRouter(
    [
      {
        path: "/my-profile",
        element: <ProfileLayout />,
        children: [{ path: "member-info", element: <MemberInfoPage renewal={noRenewal} /> }],
      },
    ],
    { initialEntries: ["/my-profile/member-info"] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <SiteConfigProvider value={siteConfigFixture}>
        <MantineProvider theme={buildTheme(siteConfigFixture)} env="test">
          <RouterProvider router={router} />
        </MantineProvider>
      </SiteConfigProvider>
    </QueryClientProvider>,
  );
}

describe("the profile area's first load (issue 11)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("keeps the screen while the member's data loads, then asks for the profile once for layout and page", async () => {
    let profileLoads = 0;
    stubApi({
      "GET /api/v1/members/profile": () => {
        profileLoads += 1;
        return { body: profileFixture };
      },
      "GET /api/v1/members/membership_details": () => ({ body: membershipDetailsFixture }),
      "GET /api/v1/countries": () => ({ body: { "United States of America": "US" } }),
      "GET /api/v1/regions?country_code=US": () => ({ body: { Illinois: "US-IL" } }),
    });
    renderMemberInfo();

    const loading = await screen.findByRole("status");
    expect(loading.textContent).toBe("Loading your profile…");
    expect(loading.parentElement?.style.minHeight).toBe("100vh");
    expect(await screen.findByRole("heading", { level: 1, name: "Member Info" })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Your membership benefits" })).toBeTruthy();
    expect(profileLoads).toBe(1);
  });
});

describe("what is owed, above every member page (issue 25)", () => {
  beforeEach(() => saveToken("test-token", false));

  const memberData = {
    "GET /api/v1/members/profile": () => ({ body: profileFixture }),
    "GET /api/v1/members/membership_details": () => ({ body: membershipDetailsFixture }),
    "GET /api/v1/countries": () => ({ body: { "United States of America": "US" } }),
    "GET /api/v1/regions?country_code=US": () => ({ body: { Illinois: "US-IL" } }),
  };

  it("shows an unpaid join above the page", async () => {
    const owed = {
      orderId: "J-7",
      kind: "join",
      items: [],
      subtotal: 11500,
      fee: 345,
      total: 11845,
      event: null,
      listing: null,
    };
    stubApi({ ...memberData, "GET /api/v1/members/payments": () => ({ body: { owed, invoices: [] } }) });
    renderMemberInfo();
    expect(await screen.findByRole("heading", { level: 1, name: "Member Info" })).toBeTruthy();
    const banner = await screen.findByRole("region", { name: "Payment due" });
    expect(banner.textContent).toContain("Your joining payment of $118.45 is not paid yet");
  });

  it("shows the page without it when the payments cannot be loaded", async () => {
    stubApi({ ...memberData, "GET /api/v1/members/payments": () => ({ status: 500, body: {} }) });
    renderMemberInfo();
    expect(await screen.findByRole("heading", { level: 1, name: "Member Info" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Payment due" })).toBeNull();
  });
});

describe("the Judging tab (issue 29)", () => {
  beforeEach(() => saveToken("test-token", false));

  const memberData = {
    "GET /api/v1/members/profile": () => ({ body: profileFixture }),
    "GET /api/v1/members/membership_details": () => ({ body: membershipDetailsFixture }),
    "GET /api/v1/countries": () => ({ body: { "United States of America": "US" } }),
    "GET /api/v1/regions?country_code=US": () => ({ body: { Illinois: "US-IL" } }),
  };
  const judge = {
    id: 3,
    memberId: 1,
    memberNo: 10001,
    firstName: "Margaret",
    lastName: "Whitfield",
    level: "accredited",
    seminars: [],
    meetsJudged: [],
  };

  it("is there for a judge on the club's roster", async () => {
    stubApi({ ...memberData, "GET /api/v1/judging/me": () => ({ body: judge }) });
    renderMemberInfo();
    expect(await screen.findByRole("heading", { level: 1, name: "Member Info" })).toBeTruthy();
    expect((await screen.findAllByRole("link", { name: "Judging" })).length).toBeGreaterThan(0);
  });

  it("is not there for a member who judges nothing", async () => {
    let answered = false;
    stubApi({
      ...memberData,
      "GET /api/v1/judging/me": () => {
        answered = true;
        return { status: 404, body: { errors: {} } };
      },
    });
    renderMemberInfo();
    expect(await screen.findByRole("heading", { level: 1, name: "Member Info" })).toBeTruthy();
    await waitFor(() => expect(answered).toBe(true));
    // The answer reaches the layout a render later.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("link", { name: "Judging" })).toBeNull();
  });
});
