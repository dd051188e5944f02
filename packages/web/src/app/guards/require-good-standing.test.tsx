import type { MembershipDetails } from "@club/domain/membership.schema";
import { directoryMessages } from "@club/domain/messages";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../api/token-storage.ts";
import { MemberSearchPage } from "../../features/search/pages/member-search-page.tsx";
import { membershipDetailsFixture } from "../../test/member-fixtures.ts";
import { renderWithApp } from "../../test/render-with-app.tsx";
import { siteConfigFixture } from "../../test/site-config.fixture.ts";
import { stubApi } from "../../test/stub-api.ts";
import { RequireGoodStanding } from "./require-good-standing.tsx";

function renderSearchAs(standing: MembershipDetails["standing"]) {
  stubApi({
    "GET /api/v1/members/membership_details": () => ({ body: { ...membershipDetailsFixture, standing } }),
    "GET /api/v1/countries": () => ({ body: { "United States": "US" } }),
    "GET /api/v1/regional_administrators/available_regions": () => ({ body: {} }),
  });
  return renderWithApp(
    <RequireGoodStanding title="Member Search">
      <MemberSearchPage />
    </RequireGoodStanding>,
    { path: "/my-profile/search/member" },
  );
}

describe("the directory for members in good standing", () => {
  beforeEach(() => saveToken("test-token", false));

  it("shows an unpaid joiner why and how to pay instead of the search form", async () => {
    renderSearchAs("unpaid");
    const alert = await screen.findByRole("alert");
    expect(
      within(alert).getByRole("heading", { level: 2, name: "Your membership has not started yet" }),
    ).toBeTruthy();
    expect(alert.textContent).toContain(directoryMessages.unpaid);
    expect(
      within(alert).getByRole("link", { name: siteConfigFixture.officeEmail }).getAttribute("href"),
    ).toBe(`mailto:${siteConfigFixture.officeEmail}`);
    expect(within(alert).getByRole("link", { name: "Go to Member Info to pay" }).getAttribute("href")).toBe(
      "/my-profile/member-info",
    );
    expect(screen.getByRole("heading", { level: 1, name: "Member Search" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "SEARCH" })).toBeNull();
  });

  it("shows a lapsed member the way to renew, reachable from the keyboard", async () => {
    renderSearchAs("lapsed");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { level: 2, name: "Your membership has lapsed" })).toBeTruthy();
    expect(alert.textContent).toContain(directoryMessages.lapsed);
    const renew = within(alert).getByRole("link", { name: "Go to Member Info to renew" });
    await userEvent.tab();
    expect(document.activeElement).toBe(renew);
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText("Elsewhere")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "SEARCH" })).toBeNull();
  });

  it("shows the search to a member in good standing", async () => {
    renderSearchAs("active");
    expect(await screen.findByRole("button", { name: "SEARCH" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
