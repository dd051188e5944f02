import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { saveToken } from "../../../../api/token-storage.ts";
import { officeRecordFixture, officeSessionFixture } from "../../../../test/office.fixture.ts";
import { activeNationalPlanFixture } from "../../../../test/plan.fixture.ts";
import { renderWithApp } from "../../../../test/render-with-app.tsx";
import { type StubReply, stubApi } from "../../../../test/stub-api.ts";
import { OfficeMemberPage } from "../../pages/office-member-page.tsx";

function openMembership(cardReply: () => StubReply, record = officeRecordFixture()) {
  const fetchMock = stubApi({
    "GET /api/v1/office/session": () => ({ body: officeSessionFixture({ role: "office_staff" }) }),
    "GET /api/v1/national_membership_plans": () => ({ body: [activeNationalPlanFixture] }),
    "GET /api/v1/office/members/7": () => ({ body: record }),
    "GET /api/v1/office/members/7/card.pdf": cardReply,
  });
  renderWithApp(<OfficeMemberPage />, {
    path: "/office/members/7?tab=membership",
    route: "/office/members/:id",
  });
  return fetchMock;
}

describe("printing a member's card at the office (issue 25)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("downloads the member's card to print, and says so", async () => {
    const user = userEvent.setup();
    const objectUrl = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:card");
    const fetchMock = openMembership(() => ({ body: "%PDF-1.3" }));

    await user.click(await screen.findByRole("button", { name: "Print membership card" }));

    await waitFor(() => expect(objectUrl).toHaveBeenCalled());
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/v1/office/members/7/card.pdf")).toHaveLength(
      1,
    );
    expect((await screen.findByText(/was downloaded: print it at actual size/)).textContent).toBe(
      "membership-card-7.pdf was downloaded: print it at actual size and cut along the marks.",
    );
  });

  it("says why when the member has no card yet", async () => {
    const user = userEvent.setup();
    const message = "This member has no membership card yet: their membership has not been paid.";
    openMembership(() => ({ status: 409, body: { errors: { membership: [message] } } }));

    await user.click(await screen.findByRole("button", { name: "Print membership card" }));

    expect((await screen.findByRole("alert")).textContent).toContain(message);
  });

  it("offers no card for an account that never had a membership", async () => {
    openMembership(() => ({ body: "" }), officeRecordFixture({ nationalMembership: null }));

    expect(
      await screen.findByText("No national membership: this account never had a paid membership."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Print membership card" })).toBeNull();
  });
});
