import { describe, expect, it } from "vitest";
import { wizardReducer } from "../../../checkout/wizard/wizard-state.ts";
import { joinerAccountFixture as account, joinerBasicInfoFixture } from "../../../test/joiner.fixture.ts";
import { initialJoinWizardState, type JoinWizardState } from "./join-wizard-state.ts";
import { toJoinInput } from "./to-join-input.ts";

const joinWizardReducer = wizardReducer<JoinWizardState>;

const basicInfo = {
  ...initialJoinWizardState.basicInfo,
  ...joinerBasicInfoFixture,
  wasReferred: true,
  referrerName: "Charles Babbage",
};

function run(...actions: Parameters<typeof joinWizardReducer>[1][]): JoinWizardState {
  return actions.reduce(joinWizardReducer, initialJoinWizardState);
}

describe("join wizard state (spec §4)", () => {
  it("accumulates each step's data as the member continues", () => {
    const state = run(
      { type: "next", data: { basicInfo } },
      { type: "next", data: { account } },
      { type: "next", data: { nationalPlanId: 3 } },
    );
    expect(state.step).toBe(4);
    expect(state.basicInfo).toEqual(basicInfo);
    expect(state.account).toEqual(account);
    expect(state.nationalPlanId).toBe(3);
  });

  it("keeps everything on Back, including what the current step held unfinished", () => {
    const state = run(
      { type: "next", data: { basicInfo } },
      { type: "next", data: { account } },
      { type: "back", data: { nationalPlanId: 2 } },
      { type: "back", data: { account: { ...account, passwordConfirmation: "half" } } },
    );
    expect(state.step).toBe(1);
    expect(state.basicInfo).toEqual(basicInfo);
    expect(state.account.passwordConfirmation).toBe("half");
    expect(state.nationalPlanId).toBe(2);
    expect(run({ type: "back" }).step).toBe(1);
  });

  it("removes a region, or only its associate, at the review", () => {
    const regionalPlans = [
      { regionalId: 1, associate: true },
      { regionalId: 2, associate: true },
    ];
    const start = run({
      type: "next",
      data: { associate: { register: true, firstName: "Bo", lastName: "Lo" }, regionalPlans },
    });
    expect(joinWizardReducer(start, { type: "removeRegion", regionalId: 1 }).regionalPlans).toEqual([
      { regionalId: 2, associate: true },
    ]);
    expect(joinWizardReducer(start, { type: "removeRegionAssociate", regionalId: 2 }).regionalPlans).toEqual([
      { regionalId: 1, associate: true },
      { regionalId: 2, associate: false },
    ]);
  });

  it("drops regional associates when the member goes on without an associate", () => {
    const state = run({
      type: "next",
      data: {
        associate: { register: false, firstName: "Bo", lastName: "" },
        regionalPlans: [{ regionalId: 1, associate: true }],
      },
    });
    expect(state.regionalPlans).toEqual([{ regionalId: 1, associate: false }]);
  });

  it("keeps the created member's order for a second Checkout", () => {
    expect(run({ type: "memberCreated", orderId: "J-1" }).orderId).toBe("J-1");
  });
});

describe("the join request of a joiner without a password (issue 43)", () => {
  it("sends neither password field", () => {
    const input = toJoinInput({
      ...initialJoinWizardState,
      basicInfo,
      account: { ...account, skipPassword: true, password: "typed-before", passwordConfirmation: "" },
      nationalPlanId: 3,
    });
    expect(input).not.toHaveProperty("password");
    expect(input).not.toHaveProperty("passwordConfirmation");
    expect(input.email).toBe(account.email);
  });
});

describe("the join request (spec §3)", () => {
  it("sends profile fields without wasReferred, and amounts in cents", () => {
    const input = toJoinInput({
      ...initialJoinWizardState,
      basicInfo,
      account,
      nationalPlanId: 3,
      associate: { register: true, firstName: " Bo ", lastName: "Lo" },
      regionalPlans: [{ regionalId: 7, associate: true }],
      giving: {
        clubDonation: true,
        clubDonationAmount: "25",
        educationalFoundation: false,
        educationalFoundationAmount: "10",
        museum: true,
        museumMembershipLevel: 100,
      },
    });
    expect(input).not.toHaveProperty("wasReferred");
    // The server prices the museum level itself; the browser sends no museum amount.
    expect(input).not.toHaveProperty("museumAmount");
    expect(input).toMatchObject({
      firstName: "Ada",
      prefix: null,
      referrerName: "Charles Babbage",
      country: "US",
      state: "US-IL",
      email: "ada@example.net",
      nationalPlan: 3,
      associate: { firstName: "Bo", lastName: "Lo" },
      regionalPlans: [{ regionalId: 7, associate: true }],
      clubDonation: true,
      clubDonationAmount: 2500,
      educationalFoundation: false,
      educationalFoundationAmount: null,
      museum: true,
      museumMembershipLevel: 100,
    });
  });
});
