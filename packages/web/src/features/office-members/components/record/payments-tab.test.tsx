import type { OfficeMemberRecord, PaymentQuote } from "@club/domain/office.schema";
import { officeMessages } from "@club/domain/office.schema";
import { policyMessages } from "@club/domain/office-policies.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../../api/token-storage.ts";
import {
  adminMemberPolicies,
  officeRecordFixture,
  officeSessionFixture,
  staffMemberPolicies,
  staffMemberRefusals,
} from "../../../../test/office.fixture.ts";
import { activeNationalPlanFixture } from "../../../../test/plan.fixture.ts";
import { renderWithApp } from "../../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../../test/stub-api.ts";
import { OfficeMemberPage } from "../../pages/office-member-page.tsx";

const quote: PaymentQuote = {
  kind: "renewal",
  nationalPlanId: 1,
  items: [
    { description: "Active Member (USA)", amount: 8000 },
    { description: "Convenience fee", amount: 1785 },
  ],
  total: 9785,
  openInvoices: [
    { orderId: "ORD-2026-OPEN", kind: "renewal", total: 9500, createdAt: "2026-01-04T10:00:00.000Z" },
  ],
  proposedInvoiceId: null,
};

/** The record as the server answers the role: its policies say what that role may do to the member. */
function openPayments(
  role: "office_admin" | "office_staff",
  replies: Record<string, (init?: RequestInit) => { status?: number; body?: unknown }> = {},
) {
  const [policies, refusals] =
    role === "office_admin" ? [adminMemberPolicies, {}] : [staffMemberPolicies, staffMemberRefusals];
  const fetchMock = stubApi({
    "GET /api/v1/office/session": () => ({ body: officeSessionFixture({ role }) }),
    "GET /api/v1/office/members/7": () => ({ body: officeRecordFixture({ policies, refusals }) }),
    "GET /api/v1/office/members/7/payment_quote": () => ({ body: quote }),
    "GET /api/v1/national_membership_plans": () => ({ body: [activeNationalPlanFixture] }),
    ...replies,
  });
  const view = renderWithApp(<OfficeMemberPage />, {
    path: "/office/members/7?tab=payments",
    route: "/office/members/:id",
  });
  return { ...view, fetchMock };
}

const form = () => screen.getByRole("form", { name: "Record a payment" });

/** The record after a payment: the open invoice paid. */
function paidRecord(): OfficeMemberRecord {
  const record = officeRecordFixture();
  const [open, ...rest] = record.invoices;
  return {
    ...record,
    invoices: [
      {
        ...(open as OfficeMemberRecord["invoices"][number]),
        status: "paid",
        payments: [
          {
            id: 40,
            provider: "cash",
            reference: "Handed in",
            amount: 8050,
            refunded: 0,
            capturedAt: "2026-02-01T10:00:00.000Z",
          },
        ],
      },
      ...rest,
    ],
  };
}

describe("recording a payment (issue 13)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("shows the amount due, takes dollars, asks first, and sends cents", async () => {
    const { fetchMock } = openPayments("office_staff", {
      "POST /api/v1/office/members/7/payments": () => ({ status: 201, body: paidRecord() }),
    });
    const user = userEvent.setup();
    expect(await screen.findByText("Amount due: $97.85 (Renewal)")).toBeTruthy();
    const amount = within(form()).getByLabelText(/Amount \(dollars\)/) as HTMLInputElement;
    await waitFor(() => expect(amount.value).toBe("97.85"));

    await user.selectOptions(within(form()).getByLabelText("Method"), "Cash");
    await user.type(within(form()).getByLabelText(/Reference/), "Handed in");
    await user.clear(amount);
    await user.type(amount, "80.5{Enter}");

    const dialog = await screen.findByRole("dialog", { name: "Record this payment?" });
    expect(dialog.textContent).toContain(
      "Record a cash payment of $80.50 from Margaret Whitfield, reference Handed in",
    );
    expect(dialog.textContent).toContain("for a renewal of their current choices");
    expect(dialog.textContent).toContain("This is not the amount due ($97.85).");
    await user.click(within(dialog).getByRole("button", { name: "Record the payment" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const post = fetchMock.mock.calls.find(
      ([url, init]) => init?.method === "POST" && String(url).endsWith("/payments"),
    );
    expect(sentBody(post?.[1])).toEqual({ method: "cash", reference: "Handed in", amount: 8050 });
    // The record is replaced with the reply: the invoice now shows the payment.
    expect(await screen.findByRole("table", { name: "Payments of invoice ORD-2026-OPEN" })).toBeTruthy();
    await waitFor(() => expect(amount.value).toBe("97.85"));
  });

  it("pays an open invoice: its total is filled in and its order id sent", async () => {
    const { fetchMock } = openPayments("office_staff", {
      "POST /api/v1/office/members/7/payments": () => ({ status: 201, body: paidRecord() }),
    });
    const user = userEvent.setup();
    await screen.findByRole("form", { name: "Record a payment" });
    await user.click(await within(form()).findByRole("radio", { name: /Open invoice ORD-2026-OPEN/ }));
    const amount = within(form()).getByLabelText(/Amount \(dollars\)/) as HTMLInputElement;
    await waitFor(() => expect(amount.value).toBe("95.00"));
    await user.type(within(form()).getByLabelText(/Reference/), "Cheque 2231");
    await user.click(within(form()).getByRole("button", { name: "Record the payment" }));
    const dialog = await screen.findByRole("dialog", { name: "Record this payment?" });
    expect(dialog.textContent).toContain("for invoice ORD-2026-OPEN (Renewal, $95.00)");
    await user.click(within(dialog).getByRole("button", { name: "Record the payment" }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            String(url).endsWith("/members/7/payments") &&
            JSON.stringify(sentBody(init)) ===
              JSON.stringify({
                method: "cheque",
                reference: "Cheque 2231",
                amount: 9500,
                invoice_id: "ORD-2026-OPEN",
              }),
        ),
      ).toBe(true),
    );
  });

  it("proposes the open invoice the server proposes, at what a cheque pays for it (issue 23)", async () => {
    const joinQuote: PaymentQuote = {
      ...quote,
      kind: "join",
      total: 5500,
      openInvoices: [
        { orderId: "ORD-2026-JOIN", kind: "join", total: 5500, createdAt: "2026-01-04T10:00:00.000Z" },
      ],
      proposedInvoiceId: "ORD-2026-JOIN",
    };
    openPayments("office_staff", {
      "GET /api/v1/office/members/7/payment_quote": () => ({ body: joinQuote }),
    });
    const user = userEvent.setup();
    const open = await within(await screen.findByRole("form", { name: "Record a payment" })).findByRole(
      "radio",
      { name: /Open invoice ORD-2026-JOIN/ },
    );
    await waitFor(() => expect((open as HTMLInputElement).checked).toBe(true));
    expect(within(form()).getByText("Amount due: $55.00")).toBeTruthy();
    const amount = within(form()).getByLabelText(/Amount \(dollars\)/) as HTMLInputElement;
    await waitFor(() => expect(amount.value).toBe("55.00"));
    await user.type(within(form()).getByLabelText(/Reference/), "Cheque 12{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Record this payment?" });
    expect(dialog.textContent).toContain("for invoice ORD-2026-JOIN (Join, $55.00)");
    expect(dialog.textContent).not.toContain("not the amount due");

    // Once the office chooses another purpose, the proposal does not take it back.
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await user.click(within(form()).getByRole("radio", { name: "A renewal of their current choices" }));
    await waitFor(() =>
      expect((within(form()).getByRole("radio", { name: /Open invoice/ }) as HTMLInputElement).checked).toBe(
        false,
      ),
    );
  });

  it("says what is missing or wrong at the fields, and keeps what was typed when the server refuses", async () => {
    openPayments("office_staff", {
      "POST /api/v1/office/members/7/payments": () => ({
        status: 422,
        body: { errors: { amount: [officeMessages.amountNotTotal] } },
      }),
    });
    const user = userEvent.setup();
    await screen.findByRole("form", { name: "Record a payment" });
    await user.click(await within(form()).findByRole("radio", { name: /Open invoice ORD-2026-OPEN/ }));
    const amount = within(form()).getByLabelText(/Amount \(dollars\)/) as HTMLInputElement;
    await waitFor(() => expect(amount.value).toBe("95.00"));
    await user.clear(amount);
    await user.type(amount, "ninety");
    await user.click(within(form()).getByRole("button", { name: "Record the payment" }));
    expect(await within(form()).findByText(officeMessages.referenceRequired)).toBeTruthy();
    expect(within(form()).getByText("Enter the amount in dollars, for example 80.00")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.type(within(form()).getByLabelText(/Reference/), "Cheque 9");
    await user.clear(amount);
    await user.type(amount, "90");
    await user.click(within(form()).getByRole("button", { name: "Record the payment" }));
    const dialog = await screen.findByRole("dialog", { name: "Record this payment?" });
    await user.click(within(dialog).getByRole("button", { name: "Record the payment" }));
    expect(await within(form()).findByText(officeMessages.amountNotTotal)).toBeTruthy();
    expect(amount.value).toBe("90");
    expect((within(form()).getByLabelText(/Reference/) as HTMLInputElement).value).toBe("Cheque 9");
  });
});

describe("refunds (issue 13)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("lets an office administrator refund what is left, stating the amount and what is cancelled", async () => {
    const { fetchMock } = openPayments("office_admin", {
      "POST /api/v1/office/payments/31/refund": () => ({ body: officeRecordFixture() }),
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Refund the $80.00 payment of invoice ORD-2025-PAID" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Refund a payment" });
    expect(dialog.textContent).toContain("$20.00 already refunded");
    expect(dialog.textContent).toContain("Left to refund: $60.00.");

    await user.type(within(dialog).getByLabelText(/Amount \(dollars\)/), "70");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(await within(dialog).findByText("At most $60.00 is left to refund")).toBeTruthy();
    expect(within(dialog).getByText("Reason is required")).toBeTruthy();

    await user.clear(within(dialog).getByLabelText(/Amount \(dollars\)/));
    await user.type(within(dialog).getByLabelText(/Reason/), "Paid twice{Enter}");
    expect(await within(dialog).findByText("Refund $60.00 (the whole payment that is left)?")).toBeTruthy();
    expect(dialog.textContent).toContain(
      "This is a full refund: what it paid for (the renewal) is cancelled.",
    );
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Back" }));
    await user.click(within(dialog).getByRole("button", { name: "Refund $60.00" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const post = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/payments/31/refund"));
    expect(sentBody(post?.[1])).toEqual({ reason: "Paid twice" });
  });

  it("sends a part refund in cents and says what it paid for stays", async () => {
    const { fetchMock } = openPayments("office_admin", {
      "POST /api/v1/office/payments/31/refund": () => ({ body: officeRecordFixture() }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /Refund the \$80\.00 payment/ }));
    const dialog = await screen.findByRole("dialog", { name: "Refund a payment" });
    await user.type(within(dialog).getByLabelText(/Amount \(dollars\)/), "12.34");
    await user.type(within(dialog).getByLabelText(/Reason/), "Overpaid");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(await within(dialog).findByText("Refund $12.34?")).toBeTruthy();
    expect(dialog.textContent).toContain("A part refund: what the payment paid for stays in force.");
    await user.click(within(dialog).getByRole("button", { name: "Refund $12.34" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const post = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/payments/31/refund"));
    expect(sentBody(post?.[1])).toEqual({ amount: 1234, reason: "Overpaid" });
  });

  it("offers no refund to office staff, and says who can", async () => {
    openPayments("office_staff");
    expect(await screen.findByText(/Only an office administrator can refund a payment/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Refund/ })).toBeNull();
  });

  it("offers a refund where the record's policies allow it, not from the session's role (issue 23)", async () => {
    openPayments("office_staff", {
      "GET /api/v1/office/members/7": () => ({
        body: officeRecordFixture({ policies: adminMemberPolicies }),
      }),
    });
    expect(
      await screen.findByRole("button", { name: "Refund the $80.00 payment of invoice ORD-2025-PAID" }),
    ).toBeTruthy();
    expect(screen.queryByText(/Only an office administrator can refund a payment/)).toBeNull();
  });

  it("takes no payment for a duplicate merged into another account, and says where to go (issue 23)", async () => {
    openPayments("office_admin", {
      "GET /api/v1/office/members/7": () => ({
        body: officeRecordFixture({
          mergedIntoId: 9,
          policies: { ...adminMemberPolicies, recordPayment: false, refundPayment: false },
          refusals: {
            recordPayment: policyMessages.mergedInto(9),
            refundPayment: policyMessages.mergedInto(9),
          },
        }),
      }),
    });
    expect(await screen.findAllByText(policyMessages.mergedInto(9))).toHaveLength(2);
    expect(screen.queryByRole("form", { name: "Record a payment" })).toBeNull();
  });
});
