import type { JoinInput } from "@club/domain/join.schema";
import { profileFormSchema, profileFormToFields } from "@club/domain/member.schema";
import { toSelectionsInput } from "../../../checkout/wizard/to-selections-input.ts";
import type { JoinWizardData } from "./join-wizard-state.ts";

/** The POST /api/v1/members body (spec §3): wasReferred is never sent, amounts are cents. */
export function toJoinInput(data: JoinWizardData): JoinInput {
  return {
    ...profileFormToFields(profileFormSchema.parse(data.basicInfo)),
    email: data.account.email.trim(),
    ...(data.account.skipPassword
      ? {}
      : { password: data.account.password, passwordConfirmation: data.account.passwordConfirmation }),
    ...toSelectionsInput(data),
    privacy: data.privacy,
  };
}
