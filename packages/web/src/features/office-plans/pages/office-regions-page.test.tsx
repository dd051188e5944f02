import type { OfficeRegion } from "@club/domain/office-regions.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { adminMemberPolicies, officeSessionFixture } from "../../../test/office.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { OfficeRegionsPage } from "./office-regions-page.tsx";

const illinois: OfficeRegion = {
  code: "GI",
  name: "Greater Illinois Region",
  plan: { id: 5, title: "Greater Illinois Region membership", cost: 4000, associateCost: 1000, active: true },
  administrators: [{ memberId: 3, memberNo: 10002, name: "Robert Ashford" }],
  activeMembers: 80,
};

const found = {
  results: [
    {
      id: 7,
      memberNo: 1042,
      firstName: "Margaret",
      lastName: "Whitfield",
      email: "member@example.org",
      city: "Winnetka",
      state: "US-IL",
      zipCode: "60093",
      planTitle: "Active Member (USA)",
      duesExpire: "2026-12-31",
      status: "active",
      officeRole: null,
      regions: ["GI"],
      policies: adminMemberPolicies,
      refusals: {},
    },
  ],
  page: 1,
  pageSize: 50,
  total: 1,
};

describe("changing a region's administrators (issue 14)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("adds a member found by the search, removes another, asks, and sends the whole list", async () => {
    const fetchMock = stubApi({
      "GET /api/v1/office/session": () => ({ body: officeSessionFixture() }),
      "GET /api/v1/office/regions": () => ({ body: [illinois] }),
      "GET /api/v1/office/members?q=whitfield&sort=last_name&order=asc&page=1": () => ({ body: found }),
      "PUT /api/v1/office/regions/GI/administrators": () => ({
        body: { ...illinois, administrators: [{ memberId: 7, memberNo: 1042, name: "Margaret Whitfield" }] },
      }),
    });
    renderWithApp(<OfficeRegionsPage />, { path: "/office/regions" });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Change administrators of Greater Illinois Region" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Administrators of Greater Illinois Region" });
    await user.type(within(dialog).getByLabelText(/^Find a member to add/), "whitfield");
    await user.click(within(dialog).getByRole("button", { name: "Search" }));
    await user.click(
      await within(dialog).findByRole("button", { name: "Add Margaret Whitfield (no. 1042)" }),
    );
    // Its name starts with the word it shows, now "Added" (WCAG 2.5.3, issue 25).
    expect(
      within(dialog)
        .getByRole("button", { name: "Added Margaret Whitfield (no. 1042)" })
        .hasAttribute("disabled"),
    ).toBe(true);
    await user.click(within(dialog).getByRole("button", { name: "Remove Robert Ashford (no. 10002)" }));
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));

    expect(dialog.textContent).toContain(
      "They get the Regional Administrator pages: Margaret Whitfield (no. 1042)",
    );
    expect(dialog.textContent).toContain(
      "They lose the Regional Administrator pages: Robert Ashford (no. 10002)",
    );
    await user.click(within(dialog).getByRole("button", { name: "Save administrators" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(sentBody(put?.[1])).toEqual({ member_ids: [7] });
    const row = screen.getByRole("row", { name: /Greater Illinois Region/ });
    expect(row.textContent).toContain("Margaret Whitfield (no. 1042)");
  });

  it("says when nothing was changed, and sends nothing", async () => {
    const fetchMock = stubApi({
      "GET /api/v1/office/session": () => ({ body: officeSessionFixture() }),
      "GET /api/v1/office/regions": () => ({ body: [illinois] }),
    });
    renderWithApp(<OfficeRegionsPage />, { path: "/office/regions" });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Change administrators of Greater Illinois Region" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Administrators of Greater Illinois Region" });
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain("Nothing was changed");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);
  });
});

describe("appointing a region's administrators is an office administrator's (issue 23)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("shows office staff the regions and their administrators, without the change, and says who can", async () => {
    stubApi({
      "GET /api/v1/office/session": () => ({ body: officeSessionFixture({ role: "office_staff" }) }),
      "GET /api/v1/office/regions": () => ({ body: [illinois] }),
    });
    renderWithApp(<OfficeRegionsPage />, { path: "/office/regions" });
    const row = await screen.findByRole("row", { name: /Greater Illinois Region/ });
    expect(row.textContent).toContain("Robert Ashford (no. 10002)");
    expect(
      await screen.findByText("Only an office administrator can appoint a region's administrators."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Change administrators/ })).toBeNull();
  });
});
