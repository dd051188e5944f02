import { directoryMessages } from "@club/domain/messages";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { MemberDetailPage } from "./member-detail-page.tsx";

const brandt = {
  memberNo: 1107,
  firstName: "Walter",
  lastName: "Brandt",
  email: "walter.brandt@example.org",
  addressLine1: "9 Lake Shore",
  addressLine2: null,
  city: "Evanston",
  state: "US-IL",
  stateName: "Illinois",
  zipCode: "60201",
  country: "US",
  countryName: "United States of America",
  cellPhone: null,
  residentialPhone: null,
  associate: null,
  nationalExpirationDate: "2026-12-31",
  regionalMemberships: ["Greater Illinois Region"],
  vehiclesCount: 1,
  duesExpire: "2026-12-31",
  nationalPlanName: "Active",
  yearJoined: 1998,
  hidden: { email: false, address: false, phones: false },
  vehicles: [
    {
      id: 31,
      year: 1931,
      make: "Duesenberg",
      model: "Model J",
      bodyStyle: "Convertible Coupe",
      bodyMaker: "Murphy",
      numberOfCylinders: 8,
      approvedByCommittee: true,
    },
  ],
};

describe("member detail page (spec §2, §3)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("shows the member, the year paid through and their cars", async () => {
    stubApi({ "GET /api/v1/members/1107/search_profile": () => ({ body: brandt }) });
    renderWithApp(<MemberDetailPage />, {
      path: "/my-profile/search/member/1107",
      route: "/my-profile/search/member/:memberNo",
    });
    expect(screen.getByRole("link", { name: "Return to Search" }).getAttribute("href")).toBe(
      "/my-profile/search/member",
    );
    expect(await screen.findByRole("heading", { level: 2, name: "Walter Brandt" })).toBeTruthy();
    expect(screen.getByText("Paid Through").nextElementSibling?.textContent).toBe("2026");
    expect(screen.getByText("Member Type").nextElementSibling?.textContent).toBe("Active");
    // Names, not the codes the address is stored with.
    expect(screen.getByText("Street Address").nextElementSibling?.textContent).toBe("9 Lake Shore, 60201");
    expect(screen.getByText("City/State").nextElementSibling?.textContent).toBe(
      "Evanston, Illinois, United States of America",
    );
    // Issue 40: phones the member left empty say so in words, not with a dash.
    expect(screen.getByText("Cell Phone").nextElementSibling?.textContent).toBe("None given");
    expect(screen.getByRole("link", { name: "1931 Duesenberg Model J" }).getAttribute("href")).toBe(
      "/my-profile/search/vehicle/31",
    );
  });

  it("says Not shown for each detail the member hides, never a dash (issue 40)", async () => {
    stubApi({
      "GET /api/v1/members/1107/search_profile": () => ({
        body: {
          ...brandt,
          email: null,
          addressLine1: null,
          zipCode: null,
          cellPhone: null,
          hidden: { email: true, address: true, phones: true },
        },
      }),
    });
    renderWithApp(<MemberDetailPage />, {
      path: "/my-profile/search/member/1107",
      route: "/my-profile/search/member/:memberNo",
    });
    await screen.findByRole("heading", { level: 2, name: "Walter Brandt" });
    for (const label of ["Email", "Cell Phone", "Home Phone", "Street Address"])
      expect(screen.getByText(label).nextElementSibling?.textContent, label).toBe("Not shown");
    // issue 30: the city and state stay, as the directory is searched by them.
    expect(screen.getByText("City/State").nextElementSibling?.textContent).toBe(
      "Evanston, Illinois, United States of America",
    );
  });

  it("says Not Found when the request fails", async () => {
    stubApi({ "GET /api/v1/members/1107/search_profile": () => ({ status: 404, body: { errors: {} } }) });
    renderWithApp(<MemberDetailPage />, {
      path: "/my-profile/search/member/1107",
      route: "/my-profile/search/member/:memberNo",
    });
    expect(await screen.findByText("Not Found")).toBeTruthy();
  });

  it("says why, not Not Found, when the directory refuses the member's standing", async () => {
    stubApi({
      "GET /api/v1/members/1107/search_profile": () => ({
        status: 403,
        body: { errors: { membership: [directoryMessages.lapsed] } },
      }),
    });
    renderWithApp(<MemberDetailPage />, {
      path: "/my-profile/search/member/1107",
      route: "/my-profile/search/member/:memberNo",
    });
    expect((await screen.findByRole("alert")).textContent).toContain(directoryMessages.lapsed);
    expect(screen.queryByText("Not Found")).toBeNull();
  });
});
