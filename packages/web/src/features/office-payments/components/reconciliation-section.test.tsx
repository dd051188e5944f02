import type { Reconciliation } from "@club/domain/region-money.schema";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { ReconciliationSection } from "./reconciliation-section.tsx";

// Issue 42: the office checks that every cent of every payment and refund is national's or a region's.

const found: Reconciliation = {
  status: "done",
  startedAt: "2027-06-15T17:00:00.000Z",
  finishedAt: "2027-06-15T17:00:02.000Z",
  paymentsChecked: 120,
  refundsChecked: 4,
  unbalancedPayments: [{ paymentId: 77, orderId: "ORDER-77", unassigned: 1 }],
  unbalancedRefunds: [],
};

describe("the reconciliation on the Payments page (issue 42)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("says no check has run, starts one, and lists the payment whose parts do not add up", async () => {
    let asked = false;
    stubApi({
      "GET /api/v1/office/reconciliation": () => ({ body: asked ? found : null }),
      "POST /api/v1/office/reconciliation": () => {
        asked = true;
        return { status: 202, body: { ...found, status: "queued", startedAt: null, finishedAt: null } };
      },
    });
    renderWithApp(<ReconciliationSection />);
    expect(await screen.findByText("No check has run yet.")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Check now" }));
    expect(await screen.findByText(/^1 payment or refund does not add up/)).toBeTruthy();
    expect(screen.getByText("Payment 77 (order ORDER-77): $0.01 is no one's")).toBeTruthy();
  });

  it("says every cent is someone's when the check found nothing", async () => {
    stubApi({
      "GET /api/v1/office/reconciliation": () => ({ body: { ...found, unbalancedPayments: [] } }),
    });
    renderWithApp(<ReconciliationSection />);
    expect(
      await screen.findByText(/^Every cent of 120 payments and 4 refunds is national's or a region's/),
    ).toBeTruthy();
  });
});
