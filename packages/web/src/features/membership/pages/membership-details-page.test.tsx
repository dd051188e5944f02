import type { MembershipDetails } from "@club/domain/membership.schema";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { membershipDetailsFixture } from "../../../test/member-fixtures.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { MembershipDetailsPage } from "./membership-details-page.tsx";

function renderWith(details: MembershipDetails) {
  stubApi({ "GET /api/v1/members/membership_details": () => ({ body: details }) });
  renderWithApp(<MembershipDetailsPage />, { path: "/my-profile/membership-details" });
}

const panel = (name: string) => screen.findByRole("region", { name });

/** The value beside a label in a panel's description list. */
function detailValue(container: HTMLElement, label: string): string | null | undefined {
  const term = within(container).getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent;
}

describe("membership details page (spec §2, §9)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("shows the national, regional and associate panels with every field", async () => {
    renderWith(membershipDetailsFixture);

    const national = await panel("National Membership");
    expect(detailValue(national, "Member Number")).toBe("1042");
    expect(detailValue(national, "Membership Type")).toBe("Active Member (USA)");
    expect(detailValue(national, "Year Joined")).toBe("2009");
    expect(detailValue(national, "Dues Expire")).toBe("2025-12-31");
    expect(detailValue(national, "Date Paid")).toBe("2025-01-06");
    expect(detailValue(national, "Amount Paid")).toBe("$80.00");
    expect(detailValue(national, "Museum Membership")).toBe("$100 Sustaining");

    const regional = await panel("Regional Membership(s)");
    expect(within(regional).getByRole("heading", { name: "Membership 1" })).toBeTruthy();
    expect(within(regional).getByRole("heading", { name: "Membership 2" })).toBeTruthy();
    expect(within(regional).getByText("Greater Illinois Region")).toBeTruthy();
    expect(within(regional).getByText("2026-12-31")).toBeTruthy();

    const associate = await panel("Associate Memberships");
    expect(detailValue(associate, "Name")).toBe("Harold Whitfield");
    expect(within(associate).getByRole("listitem").textContent).toBe("Greater Illinois Region");
  });

  it("says '(no … registered)' in empty panels", async () => {
    renderWith({
      ...membershipDetailsFixture,
      museumMembershipLevel: 0,
      regionalMemberships: [],
      associate: null,
    });
    expect(detailValue(await panel("National Membership"), "Museum Membership")).toBe("None");
    expect(
      within(await panel("Regional Membership(s)")).getByText("(no regional memberships registered)"),
    ).toBeTruthy();
    expect(
      within(await panel("Associate Memberships")).getByText("(no associate memberships registered)"),
    ).toBeTruthy();
  });

  it("says so under an associate without regions, and for a member not yet paid", async () => {
    renderWith({
      ...membershipDetailsFixture,
      id: null,
      nationalPlanName: null,
      duesExpire: null,
      datePaid: null,
      amountPaid: null,
      associate: { firstName: "Harold", lastName: "Whitfield", regionalMemberships: [] },
    });
    expect(
      within(await panel("National Membership")).getByText("(no national membership registered)"),
    ).toBeTruthy();
    expect(
      within(await panel("Associate Memberships")).getByText("(no regional memberships registered)"),
    ).toBeTruthy();
  });
});

describe("the way to the membership card (issue 25)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("links a member with a membership to their card", async () => {
    renderWith(membershipDetailsFixture);
    const link = within(await panel("National Membership")).getByRole("link", {
      name: "Show my membership card",
    });
    expect(link.getAttribute("href")).toBe("/my-profile/membership-card");
  });

  it("shows no card link before the membership is paid", async () => {
    renderWith({ ...membershipDetailsFixture, id: null, nationalPlanName: null, duesExpire: null });
    expect(
      within(await panel("National Membership")).queryByRole("link", { name: "Show my membership card" }),
    ).toBeNull();
  });
});
