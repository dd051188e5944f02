import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { dashboardFixture } from "../../../test/dashboard.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { RegionalDashboard } from "./regional-dashboard.tsx";

const regional = {
  ...dashboardFixture,
  regions: ["NE"],
  totals: { ...dashboardFixture.totals, unpaidJoiners: null, approvalsWaiting: null },
  revenue: null,
};

describe("a regional administrator's dashboard (issue 25)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("names each CSV button by its visible words first, then what it downloads", async () => {
    stubApi({
      "GET /api/v1/regional_administrators/dashboard?region=NE": () => ({ body: regional }),
      "GET /api/v1/regional_administrators/zones": () => ({ body: { zones: [] } }),
    });
    renderWithApp(<RegionalDashboard regions={{ "New England": "NE" }} />, { path: "/my-profile/reports" });
    await screen.findByText("Active members");
    expect(
      screen.getAllByRole("button", { name: /CSV/ }).map((button) => button.getAttribute("aria-label")),
    ).toEqual([
      "Download CSV of active members by plan",
      "Download CSV of active members by region",
      "Download CSV of members by zone",
      "Download CSV of joins and renewals by month",
      "Download CSV of renewals in 2026 by region",
      "Download CSV of renewals in 2026 by the last reminder",
    ]);
  });

  it("offers the zones whose regions the officer reads, and shows a zone's regions rolled up", async () => {
    const zone = {
      id: 7,
      name: "Zone 7",
      regions: [
        { code: "NE", name: "New England" },
        { code: "GI", name: "Greater Illinois" },
      ],
    };
    stubApi({
      "GET /api/v1/regional_administrators/dashboard": () => ({
        body: { ...regional, regions: ["GI", "NE"] },
      }),
      "GET /api/v1/regional_administrators/zones": () => ({ body: { zones: [zone] } }),
      "GET /api/v1/regional_administrators/dashboard?zone=7": () => ({
        body: { ...regional, regions: ["GI", "NE"], zone: { id: 7, name: "Zone 7" } },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<RegionalDashboard regions={{ "Greater Illinois": "GI", "New England": "NE" }} />, {
      path: "/my-profile/reports",
    });
    await screen.findByText("Active members");
    await user.selectOptions(await screen.findByLabelText("Show"), "Zone 7 (2 regions)");
    expect(await screen.findByRole("heading", { name: "Zone 7: its regions at a glance" })).toBeTruthy();
  });
});
