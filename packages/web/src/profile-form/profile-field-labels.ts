import { fieldLabels } from "../components/field-labels.ts";

// spec §3, §8: the profile form's server errors read with the form's own labels.
export const profileFieldLabels: Record<string, string> = {
  ...fieldLabels,
  email: "Email Address",
  prefix: "Prefix",
  firstName: "First Name",
  lastName: "Last Name",
  suffix: "Suffix",
  company: "Company",
  addressLine1: "Street Address",
  addressLine2: "Apt. or Suite",
  city: "City",
  state: "State/Province",
  zipCode: "Postal Code",
  country: "Country",
  businessPhone: "Business Phone",
  cellPhone: "Cell Phone",
  residentialPhone: "Home Phone",
  publicationPreferences: "Publication Preferences",
  referrerName: "Referrer Name",
};
