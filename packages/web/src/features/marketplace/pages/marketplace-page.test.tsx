import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { packardSummary } from "../../../test/listing.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { makesFixture } from "../../../test/vehicle.fixture.ts";
import { MarketplacePage } from "./marketplace-page.tsx";

const soldCadillac = {
  ...packardSummary,
  id: 52,
  status: "sold" as const,
  title: "Cadillac V-16 roadster",
  price: null,
  car: { year: 1931, make: "Cadillac", model: "V-16 Series 452" },
  thumbnailUrl: null,
  warning: true,
};
const page = (results: unknown[]) => ({ body: { results, page: 1, pageSize: 24, total: results.length } });

function renderMarketplace(routes: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi({
    "GET /api/v1/makes": () => ({ body: makesFixture }),
    "GET /api/v1/regional_administrators/available_regions": () => ({ body: {} }),
    ...routes,
  });
  const rendered = renderWithApp(<MarketplacePage />, { path: "/marketplace" });
  return { fetchMock, ...rendered };
}

describe("the marketplace (issue 44)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("lists the listings as cards: photo or its placeholder, price, place, the car, Sold and the warning", async () => {
    renderMarketplace({ "GET /api/v1/listings": () => page([packardSummary, soldCadillac]) });
    const packard = await screen.findByRole("listitem", { name: "1932 Packard Deluxe Eight" });
    expect(within(packard).getByText("$185,000")).toBeTruthy();
    expect(within(packard).getByText("Winnetka, Illinois, United States")).toBeTruthy();
    expect(
      within(packard).getByRole("link", { name: "1932 Packard Deluxe Eight" }).getAttribute("href"),
    ).toBe("/marketplace/51");
    expect(within(packard).queryByText("Sold")).toBeNull();
    const cadillac = screen.getByRole("listitem", { name: "Cadillac V-16 roadster" });
    expect(within(cadillac).getByText("Sold")).toBeTruthy();
    expect(within(cadillac).getByText("Offers")).toBeTruthy();
    expect(within(cadillac).getByText("1931 Cadillac V-16 Series 452")).toBeTruthy();
    expect(within(cadillac).getByText("Ask first: see the warning")).toBeTruthy();
    expect(within(cadillac).getByText("No photo")).toBeTruthy();
    expect(screen.getByText("2 listings")).toBeTruthy();
  });

  it("searches by make and years, keeping the search in the address, and says when nothing matches", async () => {
    const { router } = renderMarketplace({
      "GET /api/v1/listings": () => page([packardSummary]),
      "GET /api/v1/listings?make_id=9&year_from=1930": () => page([]),
    });
    await screen.findByRole("listitem", { name: "1932 Packard Deluxe Eight" });
    const form = screen.getByRole("form", { name: "Search the marketplace" });
    await userEvent.selectOptions(await within(form).findByLabelText("Make"), "Packard");
    await userEvent.selectOptions(within(form).getByLabelText("Year from"), "1930");
    await userEvent.click(within(form).getByRole("button", { name: "Search" }));
    expect(await screen.findByText(/No listings match your search/)).toBeTruthy();
    expect(router.state.location.search).toBe("?makeId=9&yearFrom=1930");
  });

  it("keeps the price and place filters behind a button, shown when the search uses them", async () => {
    renderMarketplace({ "GET /api/v1/listings": () => page([]) });
    const more = await screen.findByRole("button", { name: "More filters: price and place" });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByLabelText("Price to (dollars)")).toBeNull();
    await userEvent.click(more);
    await userEvent.type(screen.getByLabelText("Price to (dollars)"), "50,000");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("Enter a whole number, or leave it empty")).toBeTruthy();
  });

  it("shows the server's refusal to a member not in good standing", async () => {
    renderMarketplace({
      "GET /api/v1/listings": () => ({
        status: 403,
        body: { errors: { base: ["The marketplace is open to members in good standing."] } },
      }),
    });
    expect(await screen.findByText("The marketplace is open to members in good standing.")).toBeTruthy();
  });
});
