import { type MuseumLevel, museumLevelValues } from "@club/domain/giving.rules";
import type { Profile, ProfileFormInput } from "@club/domain/member.schema";
import type { RenewData, vehicleInformationOptions } from "@club/domain/renewal.schema";
import {
  emptySelections,
  type SelectionsData,
  type WizardProgress,
} from "../../../checkout/wizard/wizard-state.ts";
import { profileToFormValues } from "../../../profile-form/profile-to-form-values.ts";

/** "" is the select's "Select", which may not be kept (spec §5). */
export type VehicleInformationChoice = "" | (typeof vehicleInformationOptions)[number]["value"];

export interface RenewalWizardData extends SelectionsData {
  basicInfo: ProfileFormInput;
  vehicleInformation: VehicleInformationChoice;
}

export interface RenewalWizardState extends RenewalWizardData, WizardProgress {}

/** Where a member's renewal progress is kept in the tab (lib/wizard-progress.ts). */
export function renewalProgressKey(memberId: number): string {
  return `renewal:${memberId}`;
}

function asMuseumLevel(level: number): MuseumLevel {
  return museumLevelValues.find((value) => value === level) ?? 0;
}

/** spec §2: the renewal starts from the member's profile and last year's selections. */
export function initialRenewalState(profile: Profile, renewData: RenewData): RenewalWizardState {
  const { selections } = renewData;
  const museumLevel = asMuseumLevel(selections.museumMembershipLevel);
  return {
    step: 1,
    orderId: null,
    basicInfo: profileToFormValues(profile),
    nationalPlanId: selections.nationalPlan,
    associate: selections.associate ? { register: true, ...selections.associate } : emptySelections.associate,
    regionalPlans: selections.regionalPlans.map((plan) => ({ ...plan })),
    // Donations are gifts of the moment, so only the museum membership is carried over.
    giving: { ...emptySelections.giving, museum: museumLevel > 0, museumMembershipLevel: museumLevel },
    vehicleInformation: "",
  };
}
