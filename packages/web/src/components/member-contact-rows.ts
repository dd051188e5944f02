import type { HiddenContact } from "@club/domain/member-visibility.rules";
import type { DirectoryContact } from "@club/domain/privacy.rules";
import { noneGiven, notShown } from "../lib/directory-words.ts";
import type { DetailRow } from "./detail-list.tsx";

// Issue 40: one rendering of a member's contact as another member reads it, for the directory's member page and the
// member's own preview of it (Member Info), so the two cannot disagree. A detail the member hides says "Not shown";
// one they left empty says "None given".

/** The contact fields as the reader receives them (hidden ones null), with the place's names, not its codes. */
export type ContactAsRead = Omit<DirectoryContact, "businessPhone"> & {
  city: string | null;
  stateName: string | null;
  countryName: string | null;
};

const joined = (parts: (string | null)[]) => parts.filter(Boolean).join(", ");

const shownOr = (hidden: boolean, value: string | null) => (hidden ? notShown : value || noneGiven);

export function memberContactRows(contact: ContactAsRead, hidden: HiddenContact): DetailRow[] {
  return [
    { label: "Email", value: shownOr(hidden.email, contact.email) },
    { label: "Cell Phone", value: shownOr(hidden.phones, contact.cellPhone) },
    { label: "Home Phone", value: shownOr(hidden.phones, contact.residentialPhone) },
    {
      label: "Street Address",
      value: shownOr(hidden.address, joined([contact.addressLine1, contact.addressLine2, contact.zipCode])),
    },
    // The city, state and country always show: the directory is searched by them (issue 30).
    {
      label: "City/State",
      value: joined([contact.city, contact.stateName, contact.countryName]) || noneGiven,
    },
  ];
}
