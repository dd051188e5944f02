import { checkoutFieldLabels } from "../../../checkout/wizard/checkout-field-labels.ts";

// spec §3, §8: the join form's server errors read with the wizard's own labels.
export const joinFieldLabels: Record<string, string> = {
  ...checkoutFieldLabels,
  // Joining asks for the e-mail at step 2, labelled "Email".
  email: "Email",
};
