import type { RenewalQuote } from "@club/domain/renewal-quote.schema";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { RenewPage } from "./renew-page.tsx";

const quote: RenewalQuote = {
  renewable: true,
  renewButton: { visible: true, enabled: true, reason: "open", tooltip: null },
  items: [
    { description: "Active Member (USA)", amount: 8000 },
    { description: "Associate Member", amount: 1500 },
    { description: "Greater Illinois region", amount: 2000 },
  ],
  fee: 345,
  totalOnline: 11845,
  totalByCheque: 11500,
};

const path = "/my-profile/renew";
const never = () => new Promise<never>(() => undefined);

describe("Renew My Membership, in one tap (issue 25)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("says it is loading until the quote arrives", () => {
    stubApi({ "GET /api/v1/members/renewal_quote": never });
    renderWithApp(<RenewPage />, { path });
    expect(screen.getByRole("heading", { level: 1, name: "Renew My Membership" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("Loading your renewal");
  });

  it("shows each item, the convenience fee, the total and the cheque's, and pays the total in one tap", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      "GET /api/v1/members/renewal_quote": () => ({ body: quote }),
      "POST /api/v1/members/renew_as_last_year": () => ({
        status: 201,
        body: { status: "created", params: { orderId: "ord_1" } },
      }),
      "GET /api/v1/invoices/ord_1": never,
    });
    renderWithApp(<RenewPage />, { path });

    const pay = await screen.findByRole("button", { name: "Pay $118.45" });
    expect(screen.getByRole("row", { name: "Active Member (USA) $80.00" })).toBeTruthy();
    expect(screen.getByRole("row", { name: "Convenience fee (3%) $3.45" })).toBeTruthy();
    expect(screen.getByRole("row", { name: "Total $118.45" })).toBeTruthy();
    expect(screen.getByText(/by cheque instead\? The total is \$115\.00/)).toBeTruthy();

    await user.click(pay);
    expect(await screen.findByRole("dialog", { name: "Choose payment method" })).toBeTruthy();
    const opened = fetchMock.mock.calls.filter(([url]) => url === "/api/v1/members/renew_as_last_year");
    expect(opened).toHaveLength(1);
  });

  it("opens the renewal wizard on Member Info to change the choices", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/v1/members/renewal_quote": () => ({ body: quote }) });
    const { router } = renderWithApp(<RenewPage />, { path });

    await user.click(await screen.findByRole("button", { name: "Change my choices" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/my-profile/member-info"));
    expect(router.state.location.state).toEqual({ renewNow: true });
  });

  it("says why the member cannot renew now and leads to Member Info, with nothing to pay", async () => {
    stubApi({
      "GET /api/v1/members/renewal_quote": () => ({
        body: {
          renewable: false,
          reason: "outside_window",
          message: "Membership renewal is open from 2026-10-01 to 2026-12-31.",
        },
      }),
    });
    renderWithApp(<RenewPage />, { path });

    expect(await screen.findByText("Membership renewal is open from 2026-10-01 to 2026-12-31.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Member Info" }).getAttribute("href")).toBe(
      "/my-profile/member-info",
    );
    expect(screen.queryByRole("button", { name: /^Pay/ })).toBeNull();
  });

  it("names a plan no longer offered and offers to choose again", async () => {
    stubApi({
      "GET /api/v1/members/renewal_quote": () => ({
        status: 422,
        body: {
          errors: {
            nationalPlan: ["Digital Member is no longer offered. Please choose your membership again."],
          },
        },
      }),
    });
    renderWithApp(<RenewPage />, { path });

    expect((await screen.findByRole("alert")).textContent).toContain("Digital Member is no longer offered");
    expect(screen.getByRole("button", { name: "Choose my membership" })).toBeTruthy();
  });
});
