import { screen } from "@testing-library/react";
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
    stubApi({ "GET /api/v1/regional_administrators/dashboard?region=NE": () => ({ body: regional }) });
    renderWithApp(<RegionalDashboard regions={{ "New England": "NE" }} />, { path: "/my-profile/reports" });
    await screen.findByText("Active members");
    expect(
      screen.getAllByRole("button", { name: /CSV/ }).map((button) => button.getAttribute("aria-label")),
    ).toEqual([
      "Download CSV of active members by plan",
      "Download CSV of active members by region",
      "Download CSV of joins and renewals by month",
      "Download CSV of renewals in 2026 by region",
      "Download CSV of renewals in 2026 by the last reminder",
    ]);
  });
});
