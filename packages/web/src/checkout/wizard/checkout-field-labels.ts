import { profileFieldLabels } from "../../profile-form/profile-field-labels.ts";

// spec §3, §8: the join's and the renewal's server errors read with the wizard's own labels.
export const checkoutFieldLabels: Record<string, string> = {
  ...profileFieldLabels,
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
