import { paymentMessages } from "@club/domain/payment.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { PaymentDialog } from "./payment-dialog.tsx";

const invoice = {
  orderId: "J-9",
  kind: "join",
  status: "pending",
  items: [{ description: "Active Member (USA)", amount: 8000 }],
  subtotal: 8000,
  fee: 240,
  total: 8240,
  currency: "USD",
};

describe("payment dialog with the sandbox provider (spec §4)", () => {
  it("shows a declined attempt's error, then pays with a new provider order in the same dialog", async () => {
    const user = userEvent.setup();
    let orders = 0;
    const fetchMock = stubApi({
      "GET /api/v1/invoices/J-9": () => ({ body: invoice }),
      "POST /api/v1/payments/orders": () => {
        orders += 1;
        return { body: { providerOrderId: `P-${orders}` } };
      },
      "POST /api/v1/payments/sandbox/orders/P-1/decline": () => ({ status: 204 }),
      "POST /api/v1/payments/sandbox/orders/P-2/approve": () => ({ status: 204 }),
      "POST /orders/approve": (init) =>
        (sentBody(init) as { payment_id: string }).payment_id === "P-1"
          ? { status: 422, body: { errors: { base: [paymentMessages.declined] } } }
          : { body: { status: "paid", message: paymentMessages.success } },
    });
    const onPaidDone = vi.fn();
    renderWithApp(
      <PaymentDialog
        orderId="J-9"
        opened
        onClose={vi.fn()}
        onPaidDone={onPaidDone}
        thankYou={<p>Thank you for joining.</p>}
      />,
    );

    const dialog = await screen.findByRole("dialog", { name: "Choose payment method" });
    expect(await within(dialog).findByText("$82.40")).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Decline payment" }));
    const declined = await within(dialog).findByRole("alert");
    expect(declined.textContent).toBe(paymentMessages.declined);
    // Focus moves to the outcome rather than dropping to the page (issue 11).
    await waitFor(() => expect(document.activeElement?.contains(declined)).toBe(true));
    expect(within(dialog).getByRole("button", { name: "OK" })).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Approve payment" }));
    expect(await within(dialog).findByText(paymentMessages.success)).toBeTruthy();
    expect(within(dialog).getByText("Thank you for joining.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole("status")));
    expect(within(dialog).queryByRole("button", { name: "Approve payment" })).toBeNull();
    expect(sentBody(fetchMock.mock.calls.find(([url]) => url === "/api/v1/payments/orders")?.[1])).toEqual({
      invoice_id: "J-9",
    });

    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(onPaidDone).toHaveBeenCalledTimes(1);
  });
});
