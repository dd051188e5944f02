import type { JoinStep } from "../../join/wizard/join-wizard-state.ts";
import { basicInfoStepByField } from "../../join/wizard/steps-of-errors.ts";

/** Which renewal step asks for each field the server may name in an error. */
export const renewalStepByField: Record<string, JoinStep> = {
  ...basicInfoStepByField,
  nationalPlan: 2,
  associate: 3,
  regionalPlans: 4,
  clubDonation: 5,
  clubDonationAmount: 5,
  educationalFoundation: 5,
  educationalFoundationAmount: 5,
  museum: 5,
  museumMembershipLevel: 5,
  vehicleInformation: 6,
};
