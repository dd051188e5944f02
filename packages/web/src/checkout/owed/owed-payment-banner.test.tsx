import { paymentMessages } from "@club/domain/payment.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../api/token-storage.ts";
import { renderWithApp } from "../../test/render-with-app.tsx";
import { stubApi } from "../../test/stub-api.ts";
import { OwedPaymentBanner } from "./owed-payment-banner.tsx";

const owedJoin = {
  orderId: "J-7",
  kind: "join",
  items: [{ description: "Active Member (USA)", amount: 11500 }],
  subtotal: 11500,
  fee: 345,
  total: 11845,
  event: null,
  listing: null,
};

describe("what is owed, at the top of every member page (issue 25)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("says the joining payment is not paid, pays it in the dialog, then is gone", async () => {
    const user = userEvent.setup();
    let paid = false;
    const fetchMock = stubApi({
      "GET /api/v1/members/payments": () => ({ body: { owed: paid ? null : owedJoin, invoices: [] } }),
      "GET /api/v1/invoices/J-7": () => ({
        body: { ...owedJoin, status: paid ? "paid" : "pending", currency: "USD" },
      }),
      "POST /api/v1/payments/orders": () => ({ body: { providerOrderId: "P-1" } }),
      "POST /api/v1/payments/sandbox/orders/P-1/approve": () => ({ status: 204 }),
      "POST /orders/approve": () => {
        paid = true;
        return { body: { status: "paid", message: paymentMessages.success } };
      },
    });
    renderWithApp(<OwedPaymentBanner />);

    const banner = await screen.findByRole("region", { name: "Payment due" });
    expect(within(banner).getByText("Your joining payment of $118.45 is not paid yet")).toBeTruthy();
    await user.click(within(banner).getByRole("button", { name: "Pay $118.45 now" }));

    const dialog = await screen.findByRole("dialog", { name: "Choose payment method" });
    await user.click(await within(dialog).findByRole("button", { name: "Approve payment" }));
    expect(await within(dialog).findByText(paymentMessages.success)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("region", { name: "Payment due" })).toBeNull());
    const reloads = fetchMock.mock.calls.filter(([url]) => url === "/api/v1/members/payments");
    expect(reloads.length).toBeGreaterThanOrEqual(2);

    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("words an unpaid renewal as started but not paid, with a button for the renewal", async () => {
    stubApi({
      "GET /api/v1/members/payments": () => ({
        body: { owed: { ...owedJoin, kind: "renewal" }, invoices: [] },
      }),
    });
    renderWithApp(<OwedPaymentBanner />);
    const banner = await screen.findByRole("region", { name: "Payment due" });
    expect(within(banner).getByText("Your renewal of $118.45 is started but not paid")).toBeTruthy();
    expect(within(banner).getByText("Your membership is renewed once it is paid.")).toBeTruthy();
    expect(within(banner).getByRole("button", { name: "Pay $118.45 for the renewal" })).toBeTruthy();
  });

  it("names an unpaid event place by its event, never as a renewal, and pays for the place (issue 40)", async () => {
    const user = userEvent.setup();
    const owedPlace = {
      orderId: "E-9",
      kind: "event",
      items: [{ description: "Spring Tour", amount: 3000 }],
      subtotal: 3000,
      fee: 90,
      total: 3090,
      // 9:49 PM in Chicago on the 3rd.
      event: { id: 12, title: "Spring Tour", holdUntil: "2099-12-04T03:49:00.000Z" },
      listing: null,
    };
    stubApi({
      "GET /api/v1/members/payments": () => ({ body: { owed: owedPlace, invoices: [] } }),
      "GET /api/v1/invoices/E-9": () => ({ body: { ...owedPlace, status: "pending", currency: "USD" } }),
    });
    renderWithApp(<OwedPaymentBanner />);
    const banner = await screen.findByRole("region", { name: "Payment due" });
    expect(within(banner).getByText("Your place at Spring Tour ($30.90) is not paid yet")).toBeTruthy();
    expect(
      within(banner).getByText(
        "It is held for you until 9:49 PM Central Time on 2099-12-03. Once it is paid, you are registered.",
      ),
    ).toBeTruthy();
    expect(banner.textContent).not.toMatch(/renew/i);
    expect(within(banner).getByRole("link", { name: "See it in My Events" }).getAttribute("href")).toBe(
      "/my-profile/my-events",
    );
    await user.click(within(banner).getByRole("button", { name: "Pay $30.90 for the place" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose payment method" });
    expect(await within(dialog).findByTestId("checkout-total")).toBeTruthy();
    expect(within(dialog).getByTestId("checkout-total").textContent).toBe("$30.90");
  });

  it("names an unpaid listing fee by its listing and pays it (issue 44)", async () => {
    const user = userEvent.setup();
    const owedFee = {
      orderId: "L-3",
      kind: "listing",
      items: [{ description: "Marketplace listing: 1932 Packard Twelve", amount: 500 }],
      subtotal: 500,
      fee: 15,
      total: 515,
      event: null,
      listing: { id: 8, title: "1932 Packard Twelve" },
    };
    stubApi({
      "GET /api/v1/members/payments": () => ({ body: { owed: owedFee, invoices: [] } }),
      "GET /api/v1/invoices/L-3": () => ({ body: { ...owedFee, status: "pending", currency: "USD" } }),
    });
    renderWithApp(<OwedPaymentBanner />);
    const banner = await screen.findByRole("region", { name: "Payment due" });
    expect(
      within(banner).getByText('The fee for your listing "1932 Packard Twelve" ($5.15) is not paid yet'),
    ).toBeTruthy();
    await user.click(within(banner).getByRole("button", { name: "Pay $5.15 for the listing" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose payment method" });
    expect(await within(dialog).findByTestId("checkout-total")).toBeTruthy();
    expect(within(dialog).getByTestId("checkout-total").textContent).toBe("$5.15");
  });

  it("shows nothing when nothing is owed, while loading, or when the list cannot be loaded", async () => {
    const fetchMock = stubApi({
      "GET /api/v1/members/payments": () => ({ status: 500, body: { errors: { base: ["Server error"] } } }),
    });
    renderWithApp(<OwedPaymentBanner />);
    expect(screen.queryByRole("button")).toBeNull();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole("region", { name: "Payment due" })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
