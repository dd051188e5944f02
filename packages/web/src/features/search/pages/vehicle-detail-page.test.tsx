import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { duesenbergHistory } from "../../../test/vehicle-history.fixture.ts";
import type { VehicleSearchProfile } from "../api/use-vehicle-search-profile.ts";
import { VehicleDetailPage } from "./vehicle-detail-page.tsx";

const walter = {
  memberNo: 1107,
  firstName: "Walter",
  lastName: "Brandt",
  city: "Evanston",
  state: "US-IL",
  stateName: "Illinois",
  country: "US",
  countryName: "United States of America",
  email: "walter.brandt@example.org",
};

const duesenberg: VehicleSearchProfile = {
  id: 31,
  year: 1931,
  make: "Duesenberg",
  model: "Model J",
  numberOfCylinders: 8,
  bodyStyle: "Convertible Coupe",
  bodyMaker: "Murphy",
  seniorCategory: "Senior",
  seniorNumber: "812",
  photos: [],
  engineNumber: "J-385",
  bodyNumber: null,
  serialNumber: "2405",
  newCoachWork: false,
  altered: false,
  approvedByCommittee: true,
  member: walter,
};

function renderPage(profile: VehicleSearchProfile, history = duesenbergHistory) {
  stubApi({
    "GET /api/v1/vehicles/31/search_profile": () => ({ body: profile }),
    "GET /api/v1/vehicles/31/history": () => ({ body: history }),
  });
  renderWithApp(<VehicleDetailPage />, {
    path: "/my-profile/search/vehicle/31",
    route: "/my-profile/search/vehicle/:vehicleId",
  });
}

const detailOf = (label: string) => screen.getAllByText(label)[0]?.nextElementSibling?.textContent;

describe("car detail page (spec §2, §3; issue 27)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("shows the car, its owner and, under them, its history", async () => {
    renderPage(duesenberg);
    expect(await screen.findByRole("heading", { level: 2, name: "1931 Duesenberg Model J" })).toBeTruthy();
    expect(detailOf("Coachbuilder")).toBe("Murphy");
    expect(detailOf("Serial Number")).toBe("2405");
    expect(detailOf("Body Number")).toBe("—");
    expect(screen.getByRole("link", { name: "Member Number 1107" }).getAttribute("href")).toBe(
      "/my-profile/search/member/1107",
    );

    const history = screen.getByRole("region", { name: "History" });
    const owners = await within(history).findByRole("list", { name: "Owners, the first first" });
    expect(within(owners).getAllByRole("listitem")).toHaveLength(4);
    expect(within(history).getByText("Walter Brandt (current owner)")).toBeTruthy();
  });

  it("says the numbers the owner does not show are not shown, rather than not recorded", async () => {
    renderPage(
      { ...duesenberg, engineNumber: null, bodyNumber: null, serialNumber: null },
      { ...duesenbergHistory, numbers: null },
    );
    const history = await screen.findByRole("region", { name: "History" });
    expect(
      await within(history).findByText(
        "The owner does not show this car's serial, engine and body numbers to other members.",
      ),
    ).toBeTruthy();
    for (const label of ["Serial Number", "Engine Number", "Body Number"])
      expect(detailOf(label), label).toBe("Not shown by the owner");
  });

  it("names an owner who is not listed in the directory as such, without a link to their page", async () => {
    renderPage({ ...duesenberg, member: null });
    const owner = await screen.findByRole("region", { name: "Owner" });
    expect(within(owner).getByText("A member who is not listed in the directory")).toBeTruthy();
    expect(within(owner).queryByRole("link")).toBeNull();
  });

  it("says the owner's e-mail is not shown when they hide it", async () => {
    renderPage({ ...duesenberg, member: { ...walter, email: null } });
    await screen.findByRole("region", { name: "Owner" });
    expect(detailOf("Email")).toBe("Not shown");
  });

  it("says Not Found when the car cannot be read", async () => {
    stubApi({
      "GET /api/v1/vehicles/31/search_profile": () => ({
        status: 404,
        body: { errors: { base: ["Not found"] } },
      }),
    });
    renderWithApp(<VehicleDetailPage />, {
      path: "/my-profile/search/vehicle/31",
      route: "/my-profile/search/vehicle/:vehicleId",
    });
    expect(await screen.findByText("Not Found")).toBeTruthy();
  });
});
