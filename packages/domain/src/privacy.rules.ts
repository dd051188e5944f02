// Issue 30: the member decides what other members see of them in the directory. The office always sees everything;
// these rules are what another member (a regional administrator included) reads.

export interface PrivacyChoices {
  /** Listed in the member search at all, and their page open to other members. */
  showInDirectory: boolean;
  /** The street address and postal code; the city, state and country stay, as the directory is searched by them. */
  showAddress: boolean;
  /** The home and cell phones. */
  showPhones: boolean;
  /** The e-mail address; hidden, other members write through the portal (the message relay). */
  showEmail: boolean;
  /** The region may write to them by post: the regional mailing list carries their address only then. */
  allowClubMail: boolean;
}

/**
 * A member who has not chosen keeps what members saw before issue 30: everything shown, club mail allowed. Taking
 * their listing away without asking would break the directory the club has today; they are asked on their profile.
 */
export const choicesBeforeAsking: PrivacyChoices = {
  showInDirectory: true,
  showAddress: true,
  showPhones: true,
  showEmail: true,
  allowClubMail: true,
};

/**
 * What a new member is offered at join (docs/decisions.md): listed, with their city and cars, but no street address,
 * phone or e-mail until they choose to show them. Older members are the first target of scams by phone and post;
 * the message relay keeps them reachable by other members without an address.
 */
export const choicesAtJoin: PrivacyChoices = {
  showInDirectory: true,
  showAddress: false,
  showPhones: false,
  showEmail: false,
  allowClubMail: true,
};

/** The directory's contact fields of a member, as the member search and the member's page carry them. */
export interface DirectoryContact {
  email: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  zipCode: string | null;
  cellPhone: string | null;
  residentialPhone: string | null;
  /** Only the regional administrator's report carries it; a phone like the others. */
  businessPhone?: string | null;
}

/** A member's contact fields as another member reads them: each hidden one null. */
export function contactAsOthersSeeIt<T extends DirectoryContact>(member: T, choices: PrivacyChoices): T {
  return {
    ...member,
    email: choices.showEmail ? member.email : null,
    addressLine1: choices.showAddress ? member.addressLine1 : null,
    addressLine2: choices.showAddress ? member.addressLine2 : null,
    zipCode: choices.showAddress ? member.zipCode : null,
    cellPhone: choices.showPhones ? member.cellPhone : null,
    residentialPhone: choices.showPhones ? member.residentialPhone : null,
    ...(member.businessPhone === undefined
      ? {}
      : { businessPhone: choices.showPhones ? member.businessPhone : null }),
  };
}
