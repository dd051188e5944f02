import type { RegionalPlan } from "@club/domain/plan.schema";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { saveWizardProgress } from "../../../lib/wizard-progress.ts";
import { joinerAccountFixture, joinerBasicInfoFixture } from "../../../test/joiner.fixture.ts";
import { activeNationalPlanFixture } from "../../../test/plan.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { initialJoinWizardState, type JoinWizardState } from "../wizard/join-wizard-state.ts";
import { JoinWizard } from "./join-wizard.tsx";

const regionalPlans: RegionalPlan[] = [
  {
    id: 11,
    title: "Arizona Region",
    regionName: "Arizona Region",
    regionCode: "AZ",
    cost: 3000,
    associateCost: 500,
  },
];

const basicInfo = { ...initialJoinWizardState.basicInfo, ...joinerBasicInfoFixture };
const atNationalPlan: JoinWizardState = {
  ...initialJoinWizardState,
  step: 3,
  basicInfo,
  account: joinerAccountFixture,
};

function stubJoinApi() {
  return stubApi({
    "GET /api/v1/national_membership_plans": () => ({ body: [activeNationalPlanFixture] }),
    "GET /api/v1/regional_membership_plans": () => ({ body: regionalPlans }),
    "GET /api/v1/countries": () => ({ body: { "United States of America": "US" } }),
    "GET /api/v1/regions?country_code=US": () => ({ body: { Illinois: "US-IL" } }),
    "POST /api/v1/members/validate_unique_email": () => ({ body: { available: true } }),
    "GET /api/v1/invoices/J-1": () => ({
      body: {
        orderId: "J-1",
        kind: "join",
        status: "pending",
        items: [{ description: "Active Member (USA)", amount: 8000 }],
        subtotal: 8000,
        fee: 240,
        total: 8240,
        currency: "USD",
      },
    }),
  });
}

function openJoin(initialState?: JoinWizardState) {
  return renderWithApp(<JoinWizard initialState={initialState} />, { path: "/join-the-ccca" });
}

const heading = (name: string) => screen.findByRole("heading", { level: 2, name });
const stepInAddress = (router: ReturnType<typeof openJoin>["router"]) =>
  new URLSearchParams(router.state.location.search).get("step");
const keptInTab = () => window.sessionStorage.getItem("club.wizard.join") ?? "";

async function chooseThePlan(user: ReturnType<typeof userEvent.setup>) {
  await heading("Select National Membership");
  await user.click(await screen.findByRole("radio", { name: /^Active Member \(USA\)/ }));
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await heading("Register Associate");
}

// Issue 11: the join keeps what was typed through the browser's Back and Forward and a reload, never the
// password, and leaving it for another page asks first.
describe("the join wizard's progress", () => {
  it("is kept in the tab without the password; a reload asks for the password again, the rest as typed", async () => {
    const user = userEvent.setup();
    stubJoinApi();
    openJoin(atNationalPlan);
    await chooseThePlan(user);

    expect(keptInTab()).toContain(joinerAccountFixture.email);
    expect(keptInTab()).not.toContain(joinerAccountFixture.password);
    expect(JSON.parse(keptInTab()).state).toMatchObject({
      step: 4,
      nationalPlanId: activeNationalPlanFixture.id,
    });

    // The reload: the page opens afresh and finds the progress.
    cleanup();
    const { router } = openJoin();
    await heading("Create Password");
    expect(
      screen.getByText("For your security, your password was not kept. Please enter it again."),
    ).toBeTruthy();
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe(joinerAccountFixture.email);
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText(/^Confirm Password/) as HTMLInputElement).value).toBe("");
    expect(stepInAddress(router)).toBe("2");

    await user.click(screen.getByRole("button", { name: "Back" }));
    await heading("Basic Info");
    expect((screen.getByLabelText(/^First Name/) as HTMLInputElement).value).toBe("Ada");
    expect((screen.getByLabelText(/^City/) as HTMLInputElement).value).toBe("Chicago");
  });

  it("picks up at the review when the member was created and only the payment is left", async () => {
    const user = userEvent.setup();
    stubJoinApi();
    saveWizardProgress("join", {
      state: { ...atNationalPlan, step: 7, nationalPlanId: activeNationalPlanFixture.id, orderId: "J-1" },
      furthest: 7,
    });
    const { router } = openJoin();
    await heading("Review Selections");
    expect(screen.queryByText(/your password was not kept/)).toBeNull();
    expect(screen.getByText(/Use Checkout to pay for it/)).toBeTruthy();
    expect(stepInAddress(router)).toBe("7");
    // No going back to change what the created member's invoice holds.
    await act(() => router.navigate(-1));
    await act(() => router.navigate("/join-the-ccca?step=2"));
    await waitFor(() => expect(stepInAddress(router)).toBe("7"));
    expect(screen.getByRole("heading", { level: 2, name: "Review Selections" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Checkout" }));
    expect(await screen.findByRole("dialog", { name: "Choose payment method" })).toBeTruthy();
  });

  it("moves with the browser's Back and Forward, keeping what the step left held", async () => {
    const user = userEvent.setup();
    stubJoinApi();
    const { router } = openJoin(atNationalPlan);
    await waitFor(() => expect(stepInAddress(router)).toBe("3"));
    await chooseThePlan(user);
    expect(stepInAddress(router)).toBe("4");

    // Typed on step 4 without Continue, then the browser's Back.
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    await user.type(screen.getByLabelText(/^Associate First Name/), "Bo");
    await act(() => router.navigate(-1));
    expect(await heading("Select National Membership")).toBe(document.activeElement);
    expect(stepInAddress(router)).toBe("3");

    await act(() => router.navigate(1));
    await heading("Register Associate");
    expect((screen.getByLabelText(/^Associate First Name/) as HTMLInputElement).value).toBe("Bo");
  });

  it("goes Forward only to steps already reached", async () => {
    stubJoinApi();
    const { router } = openJoin(atNationalPlan);
    await heading("Select National Membership");
    await act(() => router.navigate("/join-the-ccca?step=6"));
    await waitFor(() => expect(stepInAddress(router)).toBe("3"));
    expect(screen.getByRole("heading", { level: 2, name: "Select National Membership" })).toBeTruthy();
  });

  it("asks before leaving for another page once started: Cancel stays, Continue leaves and drops it", async () => {
    const user = userEvent.setup();
    stubJoinApi();
    const { router } = openJoin();
    await heading("Basic Info");

    // Nothing typed yet: nothing to lose.
    await act(() => router.navigate("/elsewhere"));
    expect(await screen.findByText("Elsewhere")).toBeTruthy();
    await act(() => router.navigate(-1));
    await heading("Basic Info");

    await user.type(screen.getByLabelText(/^First Name/), "Ada");
    await act(() => router.navigate("/elsewhere"));
    const prompt = await screen.findByRole("dialog", { name: "Are You Sure You Want to Leave the Page?" });
    expect(within(prompt).getByText("Unsaved Changes will be lost")).toBeTruthy();
    await user.click(within(prompt).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect((screen.getByLabelText(/^First Name/) as HTMLInputElement).value).toBe("Ada");
    expect(router.state.location.pathname).toBe("/join-the-ccca");

    await act(() => router.navigate("/elsewhere"));
    const again = await screen.findByRole("dialog", { name: "Are You Sure You Want to Leave the Page?" });
    await user.click(within(again).getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Elsewhere")).toBeTruthy();
    expect(keptInTab()).toBe("");
  });

  it("leaves for the login page on Cancel without asking, keeping nothing", async () => {
    const user = userEvent.setup();
    stubJoinApi();
    const { router } = openJoin();
    await user.type(await screen.findByLabelText(/^First Name/), "Ada");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(keptInTab()).toBe("");
  });
});
