import { listingMessages } from "@club/domain/listing.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { ownPackardListing, packardListing } from "../../../test/listing.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { ListingPage } from "./listing-page.tsx";

function renderListing(routes: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi(routes);
  renderWithApp(<ListingPage />, { path: "/marketplace/51", route: "/marketplace/:id" });
  return fetchMock;
}

describe("a listing's page (issue 44)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("shows the registry's warning first, then the price, place, text and the facts the seller chose", async () => {
    const warning = listingMessages.claimPending;
    renderListing({
      "GET /api/v1/listings/51": () => ({
        body: { ...packardListing, listingCar: { ...packardListing.listingCar, warning } },
      }),
    });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(warning);
    expect(screen.getByRole("heading", { level: 1, name: "1932 Packard Deluxe Eight" })).toBeTruthy();
    expect(screen.getByText("$185,000")).toBeTruthy();
    expect(screen.getByText("Winnetka, Illinois, United States")).toBeTruthy();
    expect(screen.getByText("Kept in a heated garage since 1978.")).toBeTruthy();
    expect(screen.getByText("Owners recorded by the registry")).toBeTruthy();
    expect(screen.getByText("Senior, number 4471")).toBeTruthy();
    expect(screen.getByText("First Prize, Grand Classic 2026, 2026-07-18 (score 98.5)")).toBeTruthy();
    expect(screen.getByRole("link", { name: "(847) 555-0142" })).toBeTruthy();
  });

  it("switches the large photo with the thumbnails, the listing's own first, then the car's", async () => {
    renderListing({ "GET /api/v1/listings/51": () => ({ body: packardListing }) });
    const large = await screen.findByRole("img", { name: "Photo 1 of 2 of the 1932 Packard Deluxe Eight" });
    expect(large.getAttribute("src")).toBe(packardListing.photos[0]?.url);
    const second = screen.getByRole("button", { name: "Show photo 2 of 2" });
    expect(second.getAttribute("aria-pressed")).toBe("false");
    second.focus();
    await userEvent.keyboard("{Enter}");
    const shown = screen.getByRole("img", { name: "Photo 2 of 2 of the 1932 Packard Deluxe Eight" });
    expect(shown.getAttribute("src")).toBe(packardListing.carPhotos[0]?.url);
    expect(second.getAttribute("aria-pressed")).toBe("true");
  });

  it("sends a message to the seller and says so; the limit's refusal is shown in its words", async () => {
    let calls = 0;
    const fetchMock = renderListing({
      "GET /api/v1/listings/51": () => ({ body: packardListing }),
      "POST /api/v1/listings/51/messages": () =>
        ++calls === 1
          ? { status: 202, body: { sent: true } }
          : { status: 429, body: { errors: { base: ["You may write again at 9:00 AM."] } } },
    });
    const form = await screen.findByRole("form", { name: "Write to the seller" });
    await userEvent.type(within(form).getByLabelText(/^Message/), "Is it still for sale?");
    await userEvent.click(within(form).getByRole("button", { name: "Send the message" }));
    expect(await screen.findByText(listingMessages.sent)).toBeTruthy();
    const sent = fetchMock.mock.calls.find(([url]) => url === "/api/v1/listings/51/messages");
    expect(sentBody(sent?.[1])).toEqual({ subject: null, message: "Is it still for sale?" });

    await userEvent.type(within(form).getByLabelText(/^Message/), "Again");
    await userEvent.click(within(form).getByRole("button", { name: "Send the message" }));
    expect(await screen.findByText("You may write again at 9:00 AM.")).toBeTruthy();
  });

  it("reports the listing with a reason, then thanks the member", async () => {
    const fetchMock = renderListing({
      "GET /api/v1/listings/51": () => ({ body: packardListing }),
      "POST /api/v1/listings/51/reports": () => ({ status: 202, body: { reported: true } }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Report this listing" }));
    const dialog = await screen.findByRole("dialog", { name: "Report this listing" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Send the report" }));
    expect(await within(dialog).findByText(listingMessages.reasonRequired)).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/^What is wrong/), "The car was sold last year.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send the report" }));
    expect(await screen.findByText(listingMessages.reported)).toBeTruthy();
    const sent = fetchMock.mock.calls.find(([url]) => url === "/api/v1/listings/51/reports");
    expect(sentBody(sent?.[1])).toEqual({ reason: "The car was sold last year." });
  });

  it("shows the seller the status and only the buttons the server allows", async () => {
    renderListing({ "GET /api/v1/listings/51": () => ({ body: ownPackardListing }) });
    expect(await screen.findByText("Status: Listed until 2027-07-31")).toBeTruthy();
    for (const name of ["Edit", "Renew", "Mark sold", "Withdraw", "Add photos"])
      expect(screen.getByRole(name === "Edit" ? "link" : "button", { name })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Publish" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    expect(screen.queryByRole("form", { name: "Write to the seller" })).toBeNull();
  });

  it("offers the members who wrote as the buyer, filling in their number and last name", async () => {
    const fetchMock = renderListing({
      "GET /api/v1/listings/51": () => ({ body: ownPackardListing }),
      "POST /api/v1/listings/51/sold": () => ({
        body: { ...ownPackardListing, status: "sold", actions: [], transferId: 90 },
      }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Mark sold" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark sold" });
    await userEvent.click(within(dialog).getByLabelText(/^Eleanor Hayes, member 2077/));
    expect((within(dialog).getByLabelText(/^Buyer's member number/) as HTMLInputElement).value).toBe("2077");
    expect((within(dialog).getByLabelText(/^Buyer's last name/) as HTMLInputElement).value).toBe("Hayes");
    expect(within(dialog).getByLabelText("Sold outside the club")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark sold" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Mark sold" })).toBeNull());
    const sent = fetchMock.mock.calls.find(([url]) => url === "/api/v1/listings/51/sold");
    expect(sentBody(sent?.[1])).toEqual({ member_no: 2077, last_name: "Hayes" });
    expect(await screen.findByText(/offered to its buyer through the registry/)).toBeTruthy();
  });

  it("asks before withdrawing the listing", async () => {
    const fetchMock = renderListing({
      "GET /api/v1/listings/51": () => ({ body: ownPackardListing }),
      "POST /api/v1/listings/51/withdraw": () => ({
        body: { ...ownPackardListing, status: "withdrawn", actions: ["edit"] },
      }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Withdraw" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdraw this listing?" });
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/v1/listings/51/withdraw")).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Withdraw the listing" }));
    expect(await screen.findByText("Status: Withdrawn")).toBeTruthy();
  });

  it("tells the seller of a listing waiting for its fee what it costs, and opens the payment", async () => {
    renderListing({
      "GET /api/v1/listings/51": () => ({
        body: {
          ...ownPackardListing,
          status: "awaiting_payment",
          actions: [],
          fee: 2500,
          invoiceId: "ord_51",
        },
      }),
      "GET /api/v1/invoices/ord_51": () => new Promise(() => undefined),
    });
    expect(await screen.findByText("Status: Waiting for payment")).toBeTruthy();
    expect(screen.getByText(/The club asks a fee of \$25\.00/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Pay now" }));
    expect(await screen.findByRole("dialog", { name: "Choose payment method" })).toBeTruthy();
  });

  it("says in words that a listing no longer in the marketplace is not found", async () => {
    renderListing({
      "GET /api/v1/listings/51": () => ({ status: 404, body: { errors: { base: ["Not Found"] } } }),
    });
    expect(await screen.findByText(listingMessages.gone)).toBeTruthy();
    expect(screen.queryByText("Not Found")).toBeNull();
  });

  it("gives the seller the office's reason for removing the listing", async () => {
    renderListing({
      "GET /api/v1/listings/51": () => ({
        body: {
          ...ownPackardListing,
          status: "removed",
          actions: [],
          removalReason: "The price is not in dollars.",
        },
      }),
    });
    expect(await screen.findByText("Status: Removed by the office")).toBeTruthy();
    expect(screen.getByText("The price is not in dollars.")).toBeTruthy();
  });
});
