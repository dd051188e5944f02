import type { Profile, ProfileFormInput } from "@club/domain/member.schema";

/** The stored profile as the form holds it: blanks for missing texts, "referred" when a referrer is stored. */
export function profileToFormValues(profile: Profile): ProfileFormInput {
  return {
    prefix: profile.prefix ?? "",
    firstName: profile.firstName,
    lastName: profile.lastName,
    suffix: profile.suffix ?? "",
    company: profile.company ?? "",
    addressLine1: profile.addressLine1 ?? "",
    addressLine2: profile.addressLine2 ?? "",
    city: profile.city ?? "",
    country: profile.country ?? "",
    state: profile.state ?? "",
    zipCode: profile.zipCode ?? "",
    businessPhone: profile.businessPhone ?? "",
    cellPhone: profile.cellPhone ?? "",
    residentialPhone: profile.residentialPhone ?? "",
    publicationPreferences: profile.publicationPreferences,
    wasReferred: Boolean(profile.referrerName),
    referrerName: profile.referrerName ?? "",
  };
}
