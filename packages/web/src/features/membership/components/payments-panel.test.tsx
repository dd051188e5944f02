import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { PaymentsPanel } from "./payments-panel.tsx";

const paidRenewal = {
  orderId: "R-2",
  kind: "renewal",
  status: "paid",
  items: [{ description: "Active Member (USA)", amount: 8000 }],
  subtotal: 8000,
  fee: 240,
  total: 8240,
  paidAt: "2027-11-02T12:00:00.000Z",
  payments: [{ method: "paypal", amount: 8240, at: "2027-11-02T12:00:00.000Z" }],
  refunds: [{ amount: 1000, at: "2027-11-03T09:00:00.000Z", status: "completed" }],
};
const refundedJoin = {
  ...paidRenewal,
  orderId: "J-1",
  kind: "join",
  status: "refunded",
  paidAt: "2026-11-21T12:00:00.000Z",
  payments: [{ method: "cheque", amount: 8240, at: "2026-11-21T12:00:00.000Z" }],
  refunds: [{ amount: 8240, at: "2026-11-23T09:00:00.000Z", status: "completed" }],
};

const panel = () => screen.findByRole("region", { name: "Payments" });

describe("the Payments section of Membership Details (issue 25)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("lists each paid invoice with its date, what it was, total, method and refunds, and downloads its receipt", async () => {
    const user = userEvent.setup();
    const objectUrl = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:receipt");
    const fetchMock = stubApi({
      "GET /api/v1/members/payments": () => ({ body: { owed: null, invoices: [paidRenewal, refundedJoin] } }),
      "GET /api/v1/members/payments/R-2/receipt.pdf": () => ({ body: "%PDF-1.3" }),
    });
    renderWithApp(<PaymentsPanel />);

    const section = await panel();
    const [renewal, join] = await within(section).findAllByRole("listitem");
    expect(renewal?.textContent).toContain("2027-11-02: Membership renewal");
    expect(renewal?.textContent).toContain("Total $82.40");
    expect(renewal?.textContent).toContain("Paid by: Online (card or PayPal)");
    expect(renewal?.textContent).toContain("$10.00 refunded");
    expect(join?.textContent).toContain("2026-11-21: Joining the club");
    expect(join?.textContent).toContain("Paid by: Cheque");
    expect(join?.textContent).toContain("Refunded in full");

    await user.click(
      within(renewal as HTMLElement).getByRole("button", { name: "Download receipt of 2027-11-02" }),
    );
    await waitFor(() => expect(objectUrl).toHaveBeenCalled());
    expect(
      fetchMock.mock.calls.filter(([url]) => url === "/api/v1/members/payments/R-2/receipt.pdf"),
    ).toHaveLength(1);
  });

  it("says when there are no payments yet, and what is owed", async () => {
    stubApi({
      "GET /api/v1/members/payments": () => ({
        body: {
          owed: {
            orderId: "J-7",
            kind: "join",
            items: [],
            subtotal: 11500,
            fee: 345,
            total: 11845,
            event: null,
            listing: null,
          },
          invoices: [],
        },
      }),
    });
    renderWithApp(<PaymentsPanel />);
    const section = await panel();
    expect(await within(section).findByText("(no payments yet)")).toBeTruthy();
    expect(
      within(section).getByText(
        "Your joining payment of $118.45 is not paid yet. Use the Pay button at the top of the page.",
      ),
    ).toBeTruthy();
  });

  it("says when the payments could not be loaded, and loads them again", async () => {
    const user = userEvent.setup();
    let fail = true;
    stubApi({
      "GET /api/v1/members/payments": () =>
        fail
          ? { status: 500, body: { errors: { base: ["Server error"] } } }
          : { body: { owed: null, invoices: [] } },
    });
    renderWithApp(<PaymentsPanel />);
    const section = await panel();
    expect(await within(section).findByText("The payments could not be loaded.")).toBeTruthy();
    fail = false;
    await user.click(within(section).getByRole("button", { name: "Try again" }));
    expect(await within(section).findByText("(no payments yet)")).toBeTruthy();
  });
});
