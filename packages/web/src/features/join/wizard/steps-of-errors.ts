import { profileFieldsSchema } from "@club/domain/member.schema";
import type { FieldErrors } from "../../../api/api-error.ts";
import type { JoinStep } from "./join-wizard-state.ts";

/** Every profile field is asked for at step 1 (Basic Info) of both the join and the renewal. */
export const basicInfoStepByField: Record<string, JoinStep> = Object.fromEntries(
  Object.keys(profileFieldsSchema.shape).map((field) => [field, 1 as const]),
);

export const joinStepByField: Record<string, JoinStep> = {
  ...basicInfoStepByField,
  email: 2,
  password: 2,
  passwordConfirmation: 2,
  nationalPlan: 3,
  associate: 4,
  regionalPlans: 5,
  clubDonation: 6,
  clubDonationAmount: 6,
  educationalFoundation: 6,
  educationalFoundationAmount: 6,
  museum: 6,
  museumMembershipLevel: 6,
};

/** The earlier steps whose fields the server's errors name ("associate.firstName" belongs to step 4). */
export function stepsOfErrors(
  errors: FieldErrors,
  stepByField: Record<string, JoinStep> = joinStepByField,
): JoinStep[] {
  const steps = Object.keys(errors).flatMap((field) => {
    const step = stepByField[field.split(".")[0] ?? field];
    return step ? [step] : [];
  });
  return [...new Set(steps)].sort((a, b) => a - b);
}
