import { paymentMessages } from "@club/domain/payment.schema";
import { useQuery } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { queryKeys } from "../../api/query-keys.ts";
import { saveToken } from "../../api/token-storage.ts";
import { renderWithApp } from "../../test/render-with-app.tsx";
import { stubApi } from "../../test/stub-api.ts";
import { ListingFeePayment } from "./listing-fee-payment.tsx";

const waiting = {
  title: "1932 Packard Twelve",
  status: "awaiting_payment",
  fee: 500,
  invoiceId: "L-3",
} as const;
const invoice = {
  orderId: "L-3",
  kind: "listing",
  items: [{ description: "Marketplace listing: 1932 Packard Twelve", amount: 500 }],
  subtotal: 500,
  fee: 15,
  total: 515,
  currency: "USD",
};

describe("a listing waiting for its fee, on the seller's page (issue 44)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("says the fee and pays it in the app's payment dialog", async () => {
    const user = userEvent.setup();
    let paid = false;
    const fetchMock = stubApi({
      "GET /api/v1/invoices/L-3": () => ({ body: { ...invoice, status: paid ? "paid" : "pending" } }),
      "POST /api/v1/payments/orders": () => ({ body: { providerOrderId: "P-4" } }),
      "POST /api/v1/payments/sandbox/orders/P-4/approve": () => ({ status: 204 }),
      "POST /orders/approve": () => {
        paid = true;
        return { body: { status: "paid", message: paymentMessages.success } };
      },
    });
    renderWithApp(<ListingFeePayment listing={waiting} />);
    const box = screen.getByRole("region", { name: "Listing fee" });
    expect(within(box).getByText("The club asks a fee of $5.00 to publish this listing.")).toBeTruthy();
    await user.click(within(box).getByRole("button", { name: "Pay now" }));

    const dialog = await screen.findByRole("dialog", { name: "Choose payment method" });
    expect((await within(dialog).findByTestId("checkout-total")).textContent).toBe("$5.15");
    await user.click(await within(dialog).findByRole("button", { name: "Approve payment" }));
    expect(await within(dialog).findByText(paymentMessages.success)).toBeTruthy();
    expect(within(dialog).getByText(/The fee for "1932 Packard Twelve" is paid/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === "/orders/approve")).toBe(true);
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("keeps the thank-you until OK, though the listing read again no longer waits for its fee", async () => {
    const user = userEvent.setup();
    let paid = false;
    stubApi({
      "GET /api/v1/invoices/L-3": () => ({ body: { ...invoice, status: paid ? "paid" : "pending" } }),
      "POST /api/v1/payments/orders": () => ({ body: { providerOrderId: "P-4" } }),
      "POST /api/v1/payments/sandbox/orders/P-4/approve": () => ({ status: 204 }),
      "POST /orders/approve": () => {
        paid = true;
        return { body: { status: "paid", message: paymentMessages.success } };
      },
    });
    /** The seller's page: the listing as read (again, once the payment reloads the listings). */
    function SellersListing() {
      const status = useQuery({
        queryKey: queryKeys.listings,
        queryFn: async () => (paid ? ("active" as const) : ("awaiting_payment" as const)),
      });
      return status.data ? <ListingFeePayment listing={{ ...waiting, status: status.data }} /> : null;
    }
    renderWithApp(<SellersListing />);
    const box = await screen.findByRole("region", { name: "Listing fee" });
    await user.click(within(box).getByRole("button", { name: "Pay now" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose payment method" });
    await user.click(await within(dialog).findByRole("button", { name: "Approve payment" }));
    expect(await within(dialog).findByText(/The fee for "1932 Packard Twelve" is paid/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("region", { name: "Listing fee" })).toBeNull());
    const stillOpen = screen.getByRole("dialog", { name: "Choose payment method" });
    expect(within(stillOpen).getByText(paymentMessages.success)).toBeTruthy();
    expect(within(stillOpen).getByText(/The fee for "1932 Packard Twelve" is paid/)).toBeTruthy();
    await user.click(within(stillOpen).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows nothing for a listing not waiting for its fee", () => {
    renderWithApp(<ListingFeePayment listing={{ ...waiting, status: "active" }} />);
    expect(screen.queryByRole("region", { name: "Listing fee" })).toBeNull();
  });
});
