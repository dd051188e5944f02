import { QueryClient } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { dashboardFixture } from "../../../test/dashboard.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { setScreenWidth } from "../../../test/screen-width.ts";
import { stubApi } from "../../../test/stub-api.ts";
import { OfficeDashboardPage, prefetch } from "./office-dashboard-page.tsx";

function openDashboard() {
  stubApi({ "GET /api/v1/office/dashboard": () => ({ body: dashboardFixture }) });
  renderWithApp(<OfficeDashboardPage />, { path: "/office" });
}

describe("the office dashboard (issue 25)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("shows the numbers at once and keeps each chart's place until the chart library has come", async () => {
    openDashboard();
    expect(await screen.findByText("Active members")).toBeTruthy();
    expect(screen.getByRole("table", { name: "Active members by plan" })).toBeTruthy();
    // The first chart's code is still on its way: its space is kept at the chart's height, so nothing moves.
    const places = document.querySelectorAll<HTMLElement>("[data-chart-placeholder]");
    expect(places).toHaveLength(7);
    expect(places[0]?.style.height).not.toBe("");
  });

  // Issue 41: asked for beside the page's code (app/lazy-page.tsx), not once the office session and its frame are in.
  it("asks for the numbers once its code has come, and the page opened then does not ask again", async () => {
    const fetchMock = stubApi({ "GET /api/v1/office/dashboard": () => ({ body: dashboardFixture }) });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetch(queryClient);
    await waitFor(() => expect(queryClient.getQueryState(["office", "dashboard"])?.status).toBe("success"));

    renderWithApp(<OfficeDashboardPage />, { path: "/office", queryClient });

    expect(await screen.findByText("Active members")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("names each CSV button by its visible words first, then what it downloads", async () => {
    openDashboard();
    await screen.findByText("Active members");
    const buttons = screen.getAllByRole("button", { name: /CSV/ });
    expect(buttons.map((button) => button.getAttribute("aria-label"))).toEqual([
      "Download CSV of active members by plan",
      "Download CSV of active members by region",
      "Download CSV of members by zone",
      "Download CSV of joins and renewals by month",
      "Download CSV of renewals in 2026 by region",
      "Download CSV of renewals in 2026 by the last reminder",
      "Download CSV of revenue by month",
    ]);
  });

  it("on a phone, lays a wide table's rows out as cards, each number beside its heading", async () => {
    setScreenWidth(375);
    openDashboard();
    const zones = await screen.findByRole("list", { name: "Members by zone" });
    const [first] = zones.querySelectorAll("li");
    expect(first?.textContent).toContain("Regions");
    expect(first?.textContent).toContain("Renewed");
    expect(screen.queryByRole("table", { name: "Members by zone" })).toBeNull();
    // A name and a number still fit: a table.
    expect(screen.getByRole("table", { name: "Active members by plan" })).toBeTruthy();
  });
});
