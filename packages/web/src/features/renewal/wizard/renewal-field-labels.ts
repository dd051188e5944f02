import { checkoutFieldLabels } from "../../../checkout/wizard/checkout-field-labels.ts";

// spec §8: the renewal's server errors read with the wizard's own labels.
export const renewalFieldLabels: Record<string, string> = {
  ...checkoutFieldLabels,
  vehicleInformation: "Vehicle Information",
};
