import { type Checkout, computeCheckout } from "@club/domain/checkout.rules";
import type { NationalPlan, RegionalPlan } from "@club/domain/plan.schema";
import { donationCents } from "./to-selections-input.ts";
import type { RegionalChoice, SelectionsData } from "./wizard-state.ts";

export interface ChosenRegion {
  plan: RegionalPlan;
  /** Whether the registered associate joins this region too. */
  associate: boolean;
}

/** The chosen regions that are still offered, in the order chosen (the order of the checkout's items). */
export function chosenRegions(data: SelectionsData, regionalPlans: RegionalPlan[]): ChosenRegion[] {
  return data.regionalPlans.flatMap((choice: RegionalChoice) => {
    const plan = regionalPlans.find((regional) => regional.id === choice.regionalId);
    return plan ? [{ plan, associate: choice.associate && data.associate.register }] : [];
  });
}

/**
 * What the server will charge for these selections (the same rule, computeCheckout, with the club's fee
 * percentage from the site configuration); null without the plan.
 */
export function checkoutFor(
  data: SelectionsData,
  nationalPlans: NationalPlan[],
  regionalPlans: RegionalPlan[],
  feePercent: number,
): Checkout | null {
  const nationalPlan = nationalPlans.find((plan) => plan.id === data.nationalPlanId);
  if (!nationalPlan) return null;
  const { giving } = data;
  return computeCheckout(
    {
      nationalPlan,
      associate: data.associate.register,
      regionalPlans: chosenRegions(data, regionalPlans).map(({ plan, associate }) => ({
        title: plan.title,
        cost: plan.cost,
        associateCost: plan.associateCost,
        associate,
      })),
      clubDonationAmount: donationCents(giving.clubDonation, giving.clubDonationAmount) ?? 0,
      educationalFoundationAmount:
        donationCents(giving.educationalFoundation, giving.educationalFoundationAmount) ?? 0,
      museumMembershipLevel: giving.museum ? giving.museumMembershipLevel : 0,
    },
    { feePercent },
  );
}
