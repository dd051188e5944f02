import type { NationalPlan, RegionalPlan } from "@club/domain/plan.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { joinerAccountFixture, joinerBasicInfoFixture } from "../../../test/joiner.fixture.ts";
import { activeNationalPlanFixture } from "../../../test/plan.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { initialJoinWizardState, type JoinWizardState } from "../wizard/join-wizard-state.ts";
import { JoinWizard } from "./join-wizard.tsx";

const nationalPlans: NationalPlan[] = [activeNationalPlanFixture];
const regionalPlans: RegionalPlan[] = [
  {
    id: 11,
    title: "Arizona Region",
    regionName: "Arizona Region",
    regionCode: "AZ",
    cost: 3000,
    associateCost: 500,
  },
  {
    id: 12,
    title: "Lone Star Region",
    regionName: "Lone Star Region",
    regionCode: "LS",
    cost: 3000,
    associateCost: 500,
  },
];

const atReview: JoinWizardState = {
  ...initialJoinWizardState,
  step: 7,
  basicInfo: { ...initialJoinWizardState.basicInfo, ...joinerBasicInfoFixture },
  account: joinerAccountFixture,
  nationalPlanId: 1,
  associate: { register: true, firstName: "Bo", lastName: "Lovelace" },
  regionalPlans: [
    { regionalId: 11, associate: true },
    { regionalId: 12, associate: false },
  ],
  giving: { ...initialJoinWizardState.giving, clubDonation: true, clubDonationAmount: "25" },
};

function stubJoinApi(createMember: () => { status?: number; body?: unknown }) {
  return stubApi({
    "GET /api/v1/national_membership_plans": () => ({ body: nationalPlans }),
    "GET /api/v1/regional_membership_plans": () => ({ body: regionalPlans }),
    "GET /api/v1/countries": () => ({ body: { "United States of America": "US" } }),
    "GET /api/v1/regions?country_code=US": () => ({ body: { Illinois: "US-IL" } }),
    "POST /api/v1/members": createMember,
    "GET /api/v1/invoices/J-1": () => ({
      body: {
        orderId: "J-1",
        kind: "join",
        status: "pending",
        items: [],
        subtotal: 16000,
        fee: 480,
        total: 16480,
        currency: "USD",
      },
    }),
  });
}

const total = () => screen.getByRole("row", { name: /^Total/ });

describe("review selections step (spec §2, §9)", () => {
  it("lists every item with the 3% fee and total, and updates them as regions are removed", async () => {
    const user = userEvent.setup();
    stubJoinApi(() => ({ status: 201, body: { status: "created", params: { orderId: "J-1" } } }));
    renderWithApp(<JoinWizard initialState={atReview} />, { path: "/join-the-ccca" });

    // 80 + 15 + 30 + 5 + 30 + 25 = 185 dollars; fee 5.55; total 190.55
    expect(await screen.findByText("Active Member (USA)")).toBeTruthy();
    expect(screen.getByRole("row", { name: /Associate Member \(USA\) \(yearly\) \$15\.00/ })).toBeTruthy();
    expect(screen.getByRole("row", { name: /Arizona Region, associate \$5\.00/ })).toBeTruthy();
    expect(screen.getByRole("row", { name: /Donation to the club \$25\.00/ })).toBeTruthy();
    expect(screen.getByRole("row", { name: /Convenience fee \(3%\) \$5\.55/ })).toBeTruthy();
    expect(total().textContent).toContain("$190.55");
    expect(
      screen.getByText("1 Analytical Way, Chicago, Illinois, 60601, United States of America"),
    ).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Remove associate from Arizona Region" }));
    // 180 dollars; fee 5.40
    expect(total().textContent).toContain("$185.40");
    expect(screen.queryByRole("button", { name: "Remove associate from Arizona Region" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Remove Lone Star Region" }));
    // 150 dollars; fee 4.50
    expect(total().textContent).toContain("$154.50");
    expect(screen.queryByText("Lone Star Region")).toBeNull();
  });

  it("moves focus after a Remove to the next row's Remove, else the one before, else the heading", async () => {
    const user = userEvent.setup();
    stubJoinApi(() => ({ status: 201, body: { status: "created", params: { orderId: "J-1" } } }));
    renderWithApp(<JoinWizard initialState={atReview} />, { path: "/join-the-ccca" });
    const remove = (name: string) => screen.getByRole("button", { name });

    await user.click(await screen.findByRole("button", { name: "Remove associate from Arizona Region" }));
    await waitFor(() => expect(document.activeElement).toBe(remove("Remove Lone Star Region")));
    await user.click(remove("Remove Lone Star Region"));
    await waitFor(() => expect(document.activeElement).toBe(remove("Remove Arizona Region")));
    await user.click(remove("Remove Arizona Region"));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { level: 3, name: "Your selections" })),
    );
  });

  it("creates the member once, and a second Checkout reopens the payment of the same order", async () => {
    const user = userEvent.setup();
    const fetchMock = stubJoinApi(() => ({
      status: 201,
      body: { status: "created", params: { orderId: "J-1" } },
    }));
    renderWithApp(<JoinWizard initialState={atReview} />, { path: "/join-the-ccca" });

    await user.click(await screen.findByRole("button", { name: "Checkout" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose payment method" });
    expect(await within(dialog).findByText("$164.80")).toBeTruthy();
    const createCalls = () =>
      fetchMock.mock.calls.filter(([url, init]) => url === "/api/v1/members" && init?.method === "POST");
    expect(createCalls()).toHaveLength(1);
    const body = sentBody(createCalls()[0]?.[1]) as { member: Record<string, unknown> };
    expect(body.member).toMatchObject({
      email: "ada@example.net",
      national_plan: 1,
      club_donation_amount: 2500,
    });
    expect(body.member).not.toHaveProperty("was_referred");

    await user.click(within(dialog).getByRole("button", { name: "Close dialog" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Checkout" }));
    expect(await screen.findByRole("dialog", { name: "Choose payment method" })).toBeTruthy();
    expect(createCalls()).toHaveLength(1);
  });

  it("asks who sees the new member's details, keeps the answer over Back, sends it and then locks it", async () => {
    const user = userEvent.setup();
    const fetchMock = stubJoinApi(() => ({
      status: 201,
      body: { status: "created", params: { orderId: "J-1" } },
    }));
    renderWithApp(<JoinWizard initialState={atReview} />, { path: "/join-the-ccca" });
    const box = (name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement;
    const phones = "Show my phone numbers";

    // issue 30: the club's choices at join come first: listed, no street address, phones or e-mail.
    const listed = await screen.findByRole("checkbox", { name: "Show me in the members' directory" });
    expect((listed as HTMLInputElement).checked).toBe(true);
    expect(box(phones).checked).toBe(false);
    await user.click(box(phones));
    await user.click(screen.getByRole("button", { name: "Back" }));
    await user.click(await screen.findByRole("button", { name: "Save Donation & Continue" }));
    await screen.findByRole("checkbox", { name: phones });
    expect(box(phones).checked).toBe(true);

    await user.click(screen.getByRole("button", { name: "Checkout" }));
    await screen.findByRole("dialog", { name: "Choose payment method" });
    const create = fetchMock.mock.calls.find(
      ([url, init]) => url === "/api/v1/members" && init?.method === "POST",
    );
    const body = sentBody(create?.[1]) as { member: Record<string, unknown> };
    expect(body.member.privacy).toEqual({
      show_in_directory: true,
      show_address: false,
      show_phones: true,
      show_email: false,
      allow_club_mail: true,
    });
    expect(box(phones).disabled).toBe(true);
  });

  it("lists the server's errors and offers to go back to the step that holds the field", async () => {
    const user = userEvent.setup();
    stubJoinApi(() => ({
      status: 422,
      body: { errors: { email: ["This email is already associated with a member"] } },
    }));
    renderWithApp(<JoinWizard initialState={atReview} />, { path: "/join-the-ccca" });

    await user.click(await screen.findByRole("button", { name: "Checkout" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Email: This email is already associated with a member",
    );
    await user.click(screen.getByRole("button", { name: "Go back to Create Password" }));
    expect(screen.getByRole("heading", { level: 2, name: "Create Password" })).toBeTruthy();
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe("ada@example.net");
  });
});
