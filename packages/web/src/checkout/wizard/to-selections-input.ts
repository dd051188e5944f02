import type { selectionsSchema } from "@club/domain/join.schema";
import type { z } from "zod";
import type { SelectionsData } from "./wizard-state.ts";

/** A ticked donation's typed whole dollars in cents (stored x100, spec §9); null when not ticked. */
export function donationCents(chosen: boolean, typedDollars: string): number | null {
  return chosen ? Number(typedDollars.trim()) * 100 : null;
}

/** The selections as the join and renewal checkouts send them (spec §3): amounts in cents. */
export function toSelectionsInput(data: SelectionsData): z.input<typeof selectionsSchema> {
  const { giving, associate } = data;
  const registered = associate.register;
  return {
    nationalPlan: data.nationalPlanId ?? 0,
    associate: registered
      ? { firstName: associate.firstName.trim(), lastName: associate.lastName.trim() }
      : null,
    regionalPlans: data.regionalPlans.map((plan) => ({
      regionalId: plan.regionalId,
      associate: registered && plan.associate,
    })),
    clubDonation: giving.clubDonation,
    clubDonationAmount: donationCents(giving.clubDonation, giving.clubDonationAmount),
    educationalFoundation: giving.educationalFoundation,
    educationalFoundationAmount: donationCents(
      giving.educationalFoundation,
      giving.educationalFoundationAmount,
    ),
    museum: giving.museum,
    museumMembershipLevel: giving.museum ? giving.museumMembershipLevel : 0,
  };
}
