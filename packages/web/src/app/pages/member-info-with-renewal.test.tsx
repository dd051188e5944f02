import { paymentMessages } from "@club/domain/payment.schema";
import type { NationalPlan, RegionalPlan } from "@club/domain/plan.schema";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../api/token-storage.ts";
import { renewalProgressKey } from "../../features/renewal/wizard/renewal-wizard-state.ts";
import { profileFixture, renewDataFixture } from "../../test/member-fixtures.ts";
import { activeNationalPlanFixture } from "../../test/plan.fixture.ts";
import { renderWithApp } from "../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../test/stub-api.ts";
import { MemberInfoWithRenewal } from "./member-info-with-renewal.tsx";

const nationalPlans: NationalPlan[] = [activeNationalPlanFixture];
const regionalPlans: RegionalPlan[] = [
  {
    id: 11,
    title: "Greater Illinois Region",
    regionName: "Greater Illinois Region",
    regionCode: "GI",
    cost: 4000,
    associateCost: 1000,
  },
  {
    id: 12,
    title: "New England Region",
    regionName: "New England Region",
    regionCode: "NE",
    cost: 3500,
    associateCost: 1000,
  },
];

/** What member info and the renewal's first steps read. */
const memberInfoReads = {
  "GET /api/v1/members/profile": () => ({ body: profileFixture }),
  "GET /api/v1/members/renew_data": () => ({ body: renewDataFixture() }),
  "GET /api/v1/countries": () => ({ body: { "United States of America": "US" } }),
  "GET /api/v1/regions?country_code=US": () => ({ body: { Illinois: "US-IL" } }),
};
const planReads = {
  "GET /api/v1/national_membership_plans": () => ({ body: nationalPlans }),
  "GET /api/v1/regional_membership_plans": () => ({ body: regionalPlans }),
};

const heading = (name: string) => screen.findByRole("heading", { level: 2, name });
const keptRenewal = () =>
  window.sessionStorage.getItem(`club.wizard.${renewalProgressKey(profileFixture.id)}`);
const continueButton = () => screen.getByRole("button", { name: "Continue" });

describe("renewal wizard (spec §2, §4, §5)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("confirms, walks the seven prefilled steps, renews, pays, reloads and returns to member info", async () => {
    const user = userEvent.setup();
    let profileLoads = 0;
    const fetchMock = stubApi({
      ...memberInfoReads,
      ...planReads,
      "GET /api/v1/members/profile": () => {
        profileLoads += 1;
        return { body: profileFixture };
      },
      "PUT /api/v1/members/renew": () => ({
        status: 201,
        body: { status: "created", params: { orderId: "R-1" } },
      }),
      "GET /api/v1/invoices/R-1": () => ({
        body: {
          orderId: "R-1",
          kind: "renewal",
          status: "pending",
          items: [],
          subtotal: 23000,
          fee: 690,
          total: 23690,
          currency: "USD",
        },
      }),
      "POST /api/v1/payments/orders": () => ({ body: { providerOrderId: "P-1" } }),
      "POST /api/v1/payments/sandbox/orders/P-1/approve": () => ({ status: 204 }),
      "POST /orders/approve": () => ({ body: { status: "paid", message: paymentMessages.success } }),
    });
    renderWithApp(<MemberInfoWithRenewal />, { path: "/my-profile/member-info" });

    await user.click(await screen.findByRole("button", { name: "Renew My Membership" }));
    const confirm = await screen.findByRole("dialog", { name: "Renew Your Membership" });
    expect(within(confirm).getByText(/step by step/)).toBeTruthy();
    expect(within(confirm).getByText(/one sitting/)).toBeTruthy();
    await user.click(within(confirm).getByRole("button", { name: "Continue" }));

    expect(await screen.findByRole("heading", { level: 1, name: "CCCA Membership Renewal" })).toBeTruthy();
    // 1 Basic Info, from the profile; the publication preference stays the office's.
    await heading("Basic Info");
    expect((screen.getByLabelText(/^First Name/) as HTMLInputElement).value).toBe("Margaret");
    expect((screen.getByLabelText("All publications digital by email") as HTMLInputElement).disabled).toBe(
      true,
    );
    await waitFor(() =>
      expect((screen.getByLabelText(/^State\/Province/) as HTMLSelectElement).value).toBe("US-IL"),
    );
    await user.click(continueButton());

    // 2 National Membership, the current plan chosen.
    await heading("National Membership");
    await waitFor(() =>
      expect(screen.getByRole("radio", { name: /Active Member \(USA\)/ }).getAttribute("aria-checked")).toBe(
        "true",
      ),
    );
    await user.click(continueButton());

    // 3 Register Associate, Harold kept.
    await heading("Register Associate");
    expect((screen.getByLabelText(/^Associate First Name/) as HTMLInputElement).value).toBe("Harold");
    await user.click(continueButton());

    // 4 Regional Memberships, Greater Illinois with the associate; New England added.
    await heading("Regional Memberships");
    const illinois = await screen.findByRole("group", { name: "Greater Illinois Region" });
    expect((within(illinois).getAllByRole("checkbox")[0] as HTMLInputElement).checked).toBe(true);
    expect(
      (within(illinois).getByRole("checkbox", { name: /Include my associate/ }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(within(screen.getByRole("group", { name: "New England Region" })).getByRole("checkbox"));
    await user.click(continueButton());

    // 5 Giving Opportunities, the museum level kept.
    await heading("Giving Opportunities");
    expect((screen.getByLabelText(/^Membership Level/) as HTMLSelectElement).value).toBe("50");
    await user.click(screen.getByRole("button", { name: "Save Donation & Continue" }));

    // 6 Vehicle Information may not stay at Select.
    await heading("Vehicle Information");
    await user.click(continueButton());
    expect(await screen.findByText("Vehicle Information is required")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(/^Do you have changes/), "No Changes");
    await user.click(continueButton());

    // 7 Review: 80 + 15 + 40 + 10 + 35 + 50 = 230 dollars, fee 6.90.
    await heading("Review Selections");
    await waitFor(() => expect(screen.getByTestId("checkout-total").textContent).toBe("$236.90"));
    await user.click(screen.getByRole("button", { name: "Checkout" }));

    const dialog = await screen.findByRole("dialog", { name: "Choose payment method" });
    const put = fetchMock.mock.calls.find(([url]) => url === "/api/v1/members/renew");
    const { member } = sentBody(put?.[1]) as { member: Record<string, unknown> };
    expect(member).toMatchObject({
      first_name: "Margaret",
      national_plan: 1,
      associate: { first_name: "Harold", last_name: "Whitfield" },
      regional_plans: [
        { regional_id: 11, associate: true },
        { regional_id: 12, associate: false },
      ],
      museum: true,
      museum_membership_level: 50,
      vehicle_information: "no_changes",
    });
    expect(member).not.toHaveProperty("email");
    expect(member).not.toHaveProperty("publication_preferences");

    // The renewal is kept in the tab until paid (issue 11).
    expect(JSON.parse(keptRenewal() ?? "null")?.state).toMatchObject({ step: 7, orderId: "R-1" });
    const loadsBefore = profileLoads;
    await user.click(await within(dialog).findByRole("button", { name: "Approve payment" }));
    expect(await within(dialog).findByText(paymentMessages.success)).toBeTruthy();
    expect(keptRenewal()).toBeNull();
    await waitFor(() => expect(profileLoads).toBeGreaterThan(loadsBefore));
    await user.click(within(dialog).getByRole("link", { name: "Return to Member Info" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Member Info" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "CCCA Membership Renewal" })).toBeNull();
  });

  it("Return later starts nothing, and closing the wizard returns to the profile", async () => {
    const user = userEvent.setup();
    stubApi({
      ...memberInfoReads,
    });
    renderWithApp(<MemberInfoWithRenewal />, { path: "/my-profile/member-info" });

    await user.click(await screen.findByRole("button", { name: "Renew My Membership" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Return later" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("heading", { level: 1, name: "Member Info" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Renew My Membership" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { level: 1, name: "CCCA Membership Renewal" });
    await user.click(screen.getByRole("button", { name: "Cancel renewal" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Member Info" })).toBeTruthy();
  });

  it("opens again at its step after a reload, with what was chosen, until cancelled (issue 11)", async () => {
    const user = userEvent.setup();
    stubApi({
      ...memberInfoReads,
      ...planReads,
    });
    const first = renderWithApp(<MemberInfoWithRenewal />, { path: "/my-profile/member-info" });
    await user.click(await screen.findByRole("button", { name: "Renew My Membership" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Continue" }));
    await heading("Basic Info");
    await user.clear(screen.getByLabelText(/^City/));
    await user.type(screen.getByLabelText(/^City/), "Evanston");
    await user.click(continueButton());
    await heading("National Membership");
    expect(first.router.state.location.search).toBe("?step=2");

    // The reload: member info opens afresh and finds the renewal under way.
    cleanup();
    const { router } = renderWithApp(<MemberInfoWithRenewal />, {
      path: "/my-profile/member-info?step=2",
      route: "/my-profile/member-info",
    });
    await heading("National Membership");
    expect(screen.getByRole("heading", { level: 1, name: "CCCA Membership Renewal" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Back" }));
    await heading("Basic Info");
    expect((screen.getByLabelText(/^City/) as HTMLInputElement).value).toBe("Evanston");

    await user.click(screen.getByRole("button", { name: "Cancel renewal" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Member Info" })).toBeTruthy();
    expect(keptRenewal()).toBeNull();
    expect(router.state.location.search).toBe("");
  });
});
