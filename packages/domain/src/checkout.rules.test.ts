import { describe, expect, it } from "vitest";
import {
  type CheckoutPrices,
  computeCheckout,
  convenienceFeeLabel,
  convenienceFeeName,
  priceSelectionsFrom,
} from "./checkout.rules.ts";
import { selectionsSchema } from "./join.schema.ts";

const annual = {
  title: "Active Member (USA)",
  cost: 8000,
  lifelong: false,
  associatePlan: { title: "Associate Member (USA)", cost: 1500 },
};
const life = {
  title: "LIFE Member (USA)",
  cost: 250000,
  lifelong: true,
  associatePlan: { title: "Associate LIFE Member", cost: 50000 },
};
const illinois = { title: "Greater Illinois Region membership", cost: 4000, associateCost: 1000 };
const newEngland = { title: "New England Region membership", cost: 3500, associateCost: 1000 };

const base: CheckoutPrices = {
  nationalPlan: annual,
  associate: false,
  regionalPlans: [],
  clubDonationAmount: 0,
  educationalFoundationAmount: 0,
  museumMembershipLevel: 0,
};

describe("computeCheckout (spec §9)", () => {
  it("charges the national plan plus a 3% fee", () => {
    expect(computeCheckout(base)).toEqual({
      items: [{ kind: "national", description: "Active Member (USA)", amount: 8000 }],
      subtotal: 8000,
      fee: 240,
      total: 8240,
    });
  });

  it("adds the associate yearly on an annual plan and one-time on a lifelong one", () => {
    expect(computeCheckout({ ...base, associate: true }).items[1]).toEqual({
      kind: "national_associate",
      description: "Associate Member (USA) (yearly)",
      amount: 1500,
    });
    expect(computeCheckout({ ...base, nationalPlan: life, associate: true }).items[1]).toEqual({
      kind: "national_associate",
      description: "Associate LIFE Member (one-time)",
      amount: 50000,
    });
  });

  it("adds each regional plan, and its associate cost only where the associate joins it", () => {
    const checkout = computeCheckout({
      ...base,
      associate: true,
      regionalPlans: [
        { ...illinois, associate: true },
        { ...newEngland, associate: false },
      ],
    });
    expect(checkout.items.map((item) => [item.kind, item.amount])).toEqual([
      ["national", 8000],
      ["national_associate", 1500],
      ["regional", 4000],
      ["regional_associate", 1000],
      ["regional", 3500],
    ]);
    expect(checkout.subtotal).toBe(18000);
    expect(checkout.total).toBe(18540);
  });

  it("charges no regional associate cost without a registered associate", () => {
    const checkout = computeCheckout({ ...base, regionalPlans: [{ ...illinois, associate: true }] });
    expect(checkout.items.map((item) => item.kind)).toEqual(["national", "regional"]);
  });

  it("adds each donation in cents", () => {
    const checkout = computeCheckout({
      ...base,
      clubDonationAmount: 2500,
      educationalFoundationAmount: 10000,
    });
    expect(checkout.items.slice(1)).toEqual([
      { kind: "club_donation", description: "Donation to the club", amount: 2500 },
      {
        kind: "educational_foundation",
        description: "Donation to the Educational Foundation",
        amount: 10000,
      },
    ]);
    expect(checkout.total).toBe(20500 + 615);
  });

  it.each([
    [50, "$50 Regular", 5000],
    [100, "$100 Sustaining", 10000],
    [500, "$500 Heritage", 50000],
    [1000, "$1000 Life", 100000],
  ])("adds museum level %i as level x 100 cents", (level, label, amount) => {
    expect(computeCheckout({ ...base, museumMembershipLevel: level }).items[1]).toEqual({
      kind: "museum",
      description: `Museum membership, ${label}`,
      amount,
    });
  });

  it("rounds the fee to the nearest cent", () => {
    // 3% of 8350 is 250.5 → 251; of 8316 is 249.48 → 249
    expect(computeCheckout({ ...base, nationalPlan: { ...annual, cost: 8350 } }).fee).toBe(251);
    expect(computeCheckout({ ...base, nationalPlan: { ...annual, cost: 8316 } }).fee).toBe(249);
  });
});

describe("the convenience fee's one name (spec §9, issue 40)", () => {
  it("is the spec's name, with the invoice's own percentage", () => {
    expect(convenienceFeeName).toBe("Convenience fee");
    expect(convenienceFeeLabel({ subtotal: 11500, fee: 345 })).toBe("Convenience fee (3%)");
    expect(convenienceFeeLabel({ subtotal: 10000, fee: 250 })).toBe("Convenience fee (2.5%)");
  });
});

describe("priceSelectionsFrom (issue 41: a set of members priced from the plans read once)", () => {
  const offered = {
    nationalPlans: new Map([[1, annual]]),
    regionalPlans: new Map([
      [10, illinois],
      [11, newEngland],
    ]),
  };
  const selections = (changes: Record<string, unknown>) =>
    selectionsSchema.parse({ nationalPlan: 1, ...changes });

  it("prices the selections as computeCheckout does, from the plans offered and the given fee", () => {
    const chosen = selections({
      associate: { firstName: "Pat", lastName: "Example" },
      regionalPlans: [
        { regionalId: 11, associate: true },
        { regionalId: 10, associate: false },
      ],
      museum: true,
      museumMembershipLevel: 100,
      clubDonation: true,
      clubDonationAmount: 2500,
    });
    expect(priceSelectionsFrom(chosen, offered, 2.5)).toEqual({
      checkout: computeCheckout(
        {
          nationalPlan: annual,
          associate: true,
          regionalPlans: [
            { ...newEngland, associate: true },
            { ...illinois, associate: false },
          ],
          clubDonationAmount: 2500,
          educationalFoundationAmount: 0,
          museumMembershipLevel: 100,
        },
        { feePercent: 2.5 },
      ),
    });
  });

  it("refuses a national plan not offered, then a regional plan not offered", () => {
    expect(priceSelectionsFrom(selections({ nationalPlan: 2 }), offered, 3)).toEqual({
      refused: "plan_not_offered",
    });
    expect(priceSelectionsFrom(selections({ regionalPlans: [{ regionalId: 12 }] }), offered, 3)).toEqual({
      refused: "regional_plan_unknown",
    });
  });

  it("asks no fee at the office", () => {
    expect(priceSelectionsFrom(selections({}), offered, 0)).toEqual({
      checkout: computeCheckout(base, { feePercent: 0 }),
    });
  });
});
