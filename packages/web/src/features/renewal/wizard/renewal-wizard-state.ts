import { type MuseumLevel, museumLevelValues } from "@club/domain/giving.rules";
import type { Profile, ProfileFormInput } from "@club/domain/member.schema";
import type { RenewData, vehicleInformationOptions } from "@club/domain/renewal.schema";
import { profileToFormValues } from "../../../profile-form/profile-to-form-values.ts";
import {
  initialJoinWizardState,
  type SelectionsData,
  type WizardAction,
  type WizardProgress,
  wizardReducer,
} from "../../join/wizard/join-wizard-state.ts";

// spec §2: the renewal wizard's seven steps.
export const renewalStepNames = [
  "Basic Info",
  "National Membership",
  "Register Associate",
  "Regional Memberships",
  "Giving Opportunities",
  "Vehicle Information",
  "Review Selections",
] as const;

/** "" is the select's "Select", which may not be kept (spec §5). */
export type VehicleInformationChoice = "" | (typeof vehicleInformationOptions)[number]["value"];

export interface RenewalWizardData extends SelectionsData {
  basicInfo: ProfileFormInput;
  vehicleInformation: VehicleInformationChoice;
}

export interface RenewalWizardState extends RenewalWizardData, WizardProgress {}

export type RenewalWizardAction = WizardAction<RenewalWizardData>;

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
    associate: selections.associate
      ? { register: true, ...selections.associate }
      : { register: false, firstName: "", lastName: "" },
    regionalPlans: selections.regionalPlans.map((plan) => ({ ...plan })),
    // Donations are gifts of the moment, so only the museum membership is carried over.
    giving: { ...initialJoinWizardState.giving, museum: museumLevel > 0, museumMembershipLevel: museumLevel },
    vehicleInformation: "",
  };
}

export function renewalWizardReducer(
  state: RenewalWizardState,
  action: RenewalWizardAction,
): RenewalWizardState {
  return wizardReducer<RenewalWizardState>(state, action);
}
