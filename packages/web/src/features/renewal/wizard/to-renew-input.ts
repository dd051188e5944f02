import type { RenewInput } from "@club/domain/renewal.schema";
import { toSelectionsInput } from "../../../checkout/wizard/to-selections-input.ts";
import { toProfileUpdate } from "../../../profile-form/to-profile-update.ts";
import type { RenewalWizardData } from "./renewal-wizard-state.ts";

/**
 * The PUT /api/v1/members/renew body (spec §3, §7): the profile as the member may change it (no e-mail, no
 * publication preference), the renewed selections in cents, and the vehicle answer.
 */
export function toRenewInput(data: RenewalWizardData): RenewInput {
  if (data.vehicleInformation === "") throw new Error("Vehicle Information is answered at step 6");
  return {
    ...toProfileUpdate(data.basicInfo),
    ...toSelectionsInput(data),
    vehicleInformation: data.vehicleInformation,
  };
}
