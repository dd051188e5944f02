import { listingMessages } from "@club/domain/listing.schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { packardListing } from "../../../test/listing.fixture.ts";
import { profileFixture } from "../../../test/member-fixtures.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { packardFixture } from "../../../test/vehicle.fixture.ts";
import { NewListingPage } from "./new-listing-page.tsx";

const draft = {
  ...packardListing,
  status: "draft" as const,
  own: true,
  actions: ["edit", "publish", "delete"],
};

function renderNew(path: string) {
  const fetchMock = stubApi({
    "GET /api/v1/members/profile": () => ({ body: profileFixture }),
    "GET /api/v1/vehicles": () => ({ body: [packardFixture] }),
    "GET /api/v1/countries": () => ({ body: { "United States": "US", Canada: "CA" } }),
    "GET /api/v1/regions?country_code=US": () => ({ body: { Illinois: "US-IL", Ohio: "US-OH" } }),
    "POST /api/v1/listings": () => ({ status: 201, body: draft }),
    "POST /api/v1/listings/51/publish": () => ({ body: { ...draft, status: "active", actions: [] } }),
  });
  const rendered = renderWithApp(<NewListingPage />, { path, route: "/marketplace/new" });
  return { fetchMock, ...rendered };
}

describe("Sell this car (issue 44)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("fills its steps from the car and the member's address, then creates the draft and publishes it", async () => {
    const { fetchMock, router } = renderNew("/marketplace/new?vehicleId=3");
    expect(await screen.findByRole("heading", { level: 1, name: "Sell this car" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Step 1 of 3: What you are listing" })).toBeTruthy();
    for (const value of ["1932", "Packard", "Deluxe Eight", "Coupe Roadster"])
      expect(screen.getByText(value)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));

    expect(await screen.findByRole("heading", { name: "Step 2 of 3: Description and price" })).toBeTruthy();
    expect((screen.getByLabelText(/^City/) as HTMLInputElement).value).toBe("Winnetka");
    expect((screen.getByLabelText(/^State or province/) as HTMLInputElement).value).toBe("Illinois");
    expect((screen.getByLabelText(/^Country/) as HTMLInputElement).value).toBe("United States");
    for (const name of ["My e-mail address", "My phone number", "My postal address"])
      expect((screen.getByLabelText(name) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText("The awards the car has won") as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText(listingMessages.descriptionRequired)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Description/), "A fine Coupe Roadster.");
    await userEvent.type(screen.getByLabelText(/^Price in dollars/), "185000");
    await userEvent.click(screen.getByLabelText("My phone number"));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));

    expect(await screen.findByRole("heading", { name: "Step 3 of 3: Check and publish" })).toBeTruthy();
    const review = screen.getByRole("form", { name: "Step 3 of 3: Check and publish" });
    expect(within(review).getByText("$185,000")).toBeTruthy();
    expect(within(review).getByText("My phone number")).toBeTruthy();
    await userEvent.click(within(review).getByRole("button", { name: "Publish" }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/marketplace/51"));
    const created = fetchMock.mock.calls.find(
      ([url, init]) => url === "/api/v1/listings" && init?.method === "POST",
    );
    expect(sentBody(created?.[1])).toMatchObject({
      kind: "car",
      vehicle_id: 3,
      description: "A fine Coupe Roadster.",
      price: 185000,
      city: "Winnetka",
      state: "Illinois",
      country: "United States",
      contact: { email: false, phone: true, address: false },
      facts: { owner_count: true, awards: true, full_classic: true, senior: true },
    });
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/v1/listings/51/publish")).toBe(true);
  });

  it("asks what is listed when no car was chosen, and a part needs its title", async () => {
    const { fetchMock } = renderNew("/marketplace/new");
    expect(await screen.findByRole("heading", { level: 1, name: "New listing" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText(listingMessages.kindRequired)).toBeTruthy();
    await userEvent.click(screen.getByLabelText("Part for sale"));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await userEvent.type(await screen.findByLabelText(/^Description/), "Two headlamps.");
    expect(screen.queryByLabelText("The awards the car has won")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText(listingMessages.titleRequired)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Title/), "Packard headlamps");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await userEvent.click(await screen.findByRole("button", { name: "Save as draft" }));
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => url === "/api/v1/listings" && init?.method === "POST"),
      ).toBe(true),
    );
    const created = fetchMock.mock.calls.find(
      ([url, init]) => url === "/api/v1/listings" && init?.method === "POST",
    );
    expect(sentBody(created?.[1])).toMatchObject({
      kind: "part",
      vehicle_id: null,
      title: "Packard headlamps",
    });
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/v1/listings/51/publish")).toBe(false);
  });

  it("goes back to the car with the server's word when it may not be listed", async () => {
    const carAlreadyListed = "This car is already listed. Change that listing instead.";
    stubApi({
      "GET /api/v1/members/profile": () => ({ body: profileFixture }),
      "GET /api/v1/vehicles": () => ({ body: [packardFixture] }),
      "GET /api/v1/countries": () => ({ body: { "United States": "US" } }),
      "GET /api/v1/regions?country_code=US": () => ({ body: { Illinois: "US-IL" } }),
      "POST /api/v1/listings": () => ({ status: 409, body: { errors: { vehicleId: [carAlreadyListed] } } }),
    });
    renderWithApp(<NewListingPage />, { path: "/marketplace/new?vehicleId=3", route: "/marketplace/new" });
    await userEvent.click(await screen.findByRole("button", { name: "Continue" }));
    await userEvent.type(await screen.findByLabelText(/^Description/), "A fine car.");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await userEvent.click(await screen.findByRole("button", { name: "Publish" }));
    expect(await screen.findByRole("heading", { name: "Step 1 of 3: What you are listing" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(carAlreadyListed);
  });
});
