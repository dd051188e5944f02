import { profileFieldLabels } from "../../../profile-form/profile-field-labels.ts";

// spec §3, §8: the join form's server errors read with the wizard's own labels.
export const joinFieldLabels: Record<string, string> = {
  ...profileFieldLabels,
  // Joining asks for the e-mail at step 2, labelled "Email".
  email: "Email",
  nationalPlan: "National Membership",
  associate: "Associate",
  "associate.firstName": "Associate First Name",
  "associate.lastName": "Associate Last Name",
  regionalPlans: "Regional Memberships",
  regionalId: "Regional Membership",
  clubDonation: "Donation to the club",
  clubDonationAmount: "Club donation",
  educationalFoundation: "Donation to the Educational Foundation",
  educationalFoundationAmount: "Educational Foundation donation",
  museum: "Museum membership",
  museumMembershipLevel: "Museum Membership Level",
};
