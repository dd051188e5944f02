import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { carSummary, partSummary } from "./public-listings.fixture.ts";
import { PublicListingsPage } from "./public-listings-page.tsx";

// Issue 44: the cars and parts for sale, for anyone.

const makes = () => ({ body: [{ id: 3, name: "Packard" }] });
const page = (results: unknown[], total = results.length) => ({
  body: { results, page: 1, pageSize: 24, total },
});

describe("the public list of cars and parts for sale", () => {
  it("shows a card per listing: its link, price, place, Sold and the warning", async () => {
    stubApi({
      "GET /api/v1/makes": makes,
      "GET /api/v1/public/listings?page=1": () => page([carSummary, partSummary]),
    });
    renderWithApp(<PublicListingsPage />, { path: "/for-sale" });
    expect(await screen.findByText("2 listings found.")).toBeTruthy();
    const cards = screen.getAllByRole("article");
    expect(
      within(cards[0] as HTMLElement)
        .getByRole("link", { name: "1932 Packard Twelve" })
        .getAttribute("href"),
    ).toBe("/for-sale/7");
    expect(within(cards[0] as HTMLElement).getByText("$145,000")).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText("Hartford, CT, US")).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText(/Ask before you buy/)).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText("Sold")).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText("Offers")).toBeTruthy();
  });

  it("searches by what, make, years, price and words, from page 1", async () => {
    const fetchMock = stubApi({
      "GET /api/v1/makes": makes,
      "GET /api/v1/public/listings?page=2": () => page([carSummary], 30),
      "GET /api/v1/public/listings?kind=car&year_from=1930&year_to=1935&price_to=200000&q=twelve&page=1":
        () => page([]),
    });
    const { router } = renderWithApp(<PublicListingsPage />, {
      path: "/for-sale?page=2",
      route: "/for-sale",
    });
    expect(await screen.findByText("30 listings found.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("What"), "car");
    await user.type(screen.getByRole("textbox", { name: "Year from" }), "1930");
    await user.type(screen.getByRole("textbox", { name: "Year to" }), "1935");
    await user.type(screen.getByRole("textbox", { name: "Price to (dollars)" }), "200000");
    await user.type(screen.getByRole("textbox", { name: "Words" }), "twelve");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText(/Nothing for sale matches your search/)).toBeTruthy();
    expect(router.state.location.search).toBe("?kind=car&yearFrom=1930&yearTo=1935&priceTo=200000&q=twelve");
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      "/api/v1/public/listings?kind=car&year_from=1930&year_to=1935&price_to=200000&q=twelve&page=1",
    );
  });

  it("says at the field when a range is the wrong way round, and searches nothing", async () => {
    const fetchMock = stubApi({
      "GET /api/v1/makes": makes,
      "GET /api/v1/public/listings?page=1": () => page([]),
    });
    renderWithApp(<PublicListingsPage />, { path: "/for-sale" });
    await screen.findByText(/Nothing for sale matches your search/);
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Year from" }), "1935");
    await user.type(screen.getByRole("textbox", { name: "Year to" }), "1930");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(screen.getByRole("textbox", { name: "Year to" }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Year to is less than year from")).toBeTruthy();
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/v1/public/listings")),
    ).toHaveLength(1);
  });
});
