import type { ProfileFormInput } from "@club/domain/member.schema";
import { choicesAtJoin, type PrivacyChoices } from "@club/domain/privacy.rules";
import {
  emptySelections,
  type SelectionsData,
  type WizardProgress,
} from "../../../checkout/wizard/wizard-state.ts";

// spec §2, §4: the join wizard's data; step 2 creates the account, the other steps are the renewal's too.
export interface AccountValues {
  email: string;
  /** Issue 43: no password, signing in with codes by e-mail (where the club allows it). */
  skipPassword: boolean;
  password: string;
  passwordConfirmation: string;
}

/** What the member entered, as typed (donation amounts are whole dollars as text). */
export interface JoinWizardData extends SelectionsData {
  basicInfo: ProfileFormInput;
  account: AccountValues;
  /** Issue 30: who sees what of the new member, asked at the review. */
  privacy: PrivacyChoices;
}

export interface JoinWizardState extends JoinWizardData, WizardProgress {}

/** Where the join's progress is kept in the tab (lib/wizard-progress.ts). */
export const joinProgressKey = "join";

export const initialJoinWizardState: JoinWizardState = {
  step: 1,
  basicInfo: {
    prefix: "",
    firstName: "",
    lastName: "",
    suffix: "",
    company: "",
    addressLine1: "",
    addressLine2: "",
    city: "",
    country: "US",
    state: "",
    zipCode: "",
    businessPhone: "",
    cellPhone: "",
    residentialPhone: "",
    publicationPreferences: 1,
    wasReferred: false,
    referrerName: "",
  },
  account: { email: "", skipPassword: false, password: "", passwordConfirmation: "" },
  privacy: choicesAtJoin,
  ...emptySelections,
  orderId: null,
};
