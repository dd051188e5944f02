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

  it("words an unpaid renewal as started but not paid", async () => {
    stubApi({
      "GET /api/v1/members/payments": () => ({
        body: { owed: { ...owedJoin, kind: "renewal" }, invoices: [] },
      }),
    });
    renderWithApp(<OwedPaymentBanner />);
    expect(await screen.findByText("Your renewal of $118.45 is started but not paid")).toBeTruthy();
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
