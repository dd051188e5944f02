import { listingMessages } from "@club/domain/listing.schema";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { PublicListingPage } from "./public-listing-page.tsx";
import { carListing } from "./public-listings.fixture.ts";

// Issue 44: a car or part for sale, for anyone, and writing to its seller.

const openPage = (routes: Parameters<typeof stubApi>[0], id = 7) => {
  const fetchMock = stubApi(routes);
  renderWithApp(<PublicListingPage />, { path: `/for-sale/${id}`, route: "/for-sale/:id" });
  return fetchMock;
};

describe("a listing's public page", () => {
  it("shows its photos, price, the registry's facts and the warning", async () => {
    openPage({ "GET /api/v1/public/listings/7": () => ({ body: carListing }) });
    expect(await screen.findByRole("heading", { level: 1, name: "1932 Packard Twelve" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Photo 1 of 2 of the 1932 Packard Twelve" })).toBeTruthy();
    expect(screen.getByText("$145,000")).toBeTruthy();
    expect(screen.getByText("Restored in 1998.")).toBeTruthy();
    expect(screen.getByText("Dietrich")).toBeTruthy();
    expect(screen.getByText("Owners in the registry")).toBeTruthy();
    expect(screen.queryByText("Serial number")).toBeNull();
    expect(screen.getByText(carListing.listingCar?.warning as string)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Write to the seller" })).toBeTruthy();
  });

  it("says when the listing is not shown", async () => {
    openPage({
      "GET /api/v1/public/listings/7": () => ({ status: 404, body: { errors: { base: ["Not found"] } } }),
    });
    expect(await screen.findByText(/This listing is not shown any more/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the cars and parts for sale" })).toBeTruthy();
  });

  it("takes no message about a sold listing", async () => {
    openPage({
      "GET /api/v1/public/listings/7": () => ({
        body: { ...carListing, status: "sold", soldAt: "2027-06-10T15:00:00Z" },
      }),
    });
    expect(await screen.findByText(/This has been sold/)).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Write to the seller" })).toBeNull();
  });
});

describe("writing to the seller", () => {
  it("names the field to correct before anything is sent", async () => {
    const fetchMock = openPage({ "GET /api/v1/public/listings/7": () => ({ body: carListing }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Send" }));
    expect(await screen.findByText(listingMessages.nameRequired)).toBeTruthy();
    expect(screen.getByRole("textbox", { name: /Your e-mail/ }).getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("sends the message and says to check the e-mail", async () => {
    let sent: unknown;
    openPage({
      "GET /api/v1/public/listings/7": () => ({ body: carListing }),
      "POST /api/v1/public/listings/7/inquiries": (init) => {
        sent = sentBody(init);
        return { status: 202, body: { message: listingMessages.inquiryConfirm } };
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: /Your name/ }), "Ann Buyer");
    await user.type(screen.getByRole("textbox", { name: /Your e-mail/ }), "ann@example.org");
    await user.type(screen.getByRole("textbox", { name: /Message/ }), "Is it still for sale?");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Check your e-mail")).toBeTruthy();
    expect(screen.getByText(listingMessages.inquiryConfirm)).toBeTruthy();
    expect(sent).toEqual({ name: "Ann Buyer", email: "ann@example.org", message: "Is it still for sale?" });
  });

  it("shows the server's refusal: at its field, or above the button for the limit", async () => {
    let replies = 0;
    openPage({
      "GET /api/v1/public/listings/7": () => ({ body: carListing }),
      "POST /api/v1/public/listings/7/inquiries": () =>
        ++replies === 1
          ? { status: 400, body: { errors: { email: ["This e-mail address is not accepted"] } } }
          : { status: 429, body: { errors: { base: ["Too many tries. Try again in an hour."] } } },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: /Your name/ }), "Ann Buyer");
    await user.type(screen.getByRole("textbox", { name: /Your e-mail/ }), "ann@example.org");
    await user.type(screen.getByRole("textbox", { name: /Message/ }), "Is it still for sale?");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("This e-mail address is not accepted")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Too many tries. Try again in an hour.")).toBeTruthy();
  });
});
