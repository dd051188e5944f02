import { joinFieldLabels } from "../../join/wizard/join-field-labels.ts";

// spec §8: the renewal's server errors read with the wizard's own labels.
export const renewalFieldLabels: Record<string, string> = {
  ...joinFieldLabels,
  vehicleInformation: "Vehicle Information",
};
