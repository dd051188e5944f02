import type { GivingForm } from "@club/domain/join.schema";
import type { ProfileFormInput } from "@club/domain/member.schema";

// spec §2, §4: the join wizard's seven steps; data accumulates in one state and Back keeps everything typed.
export const joinStepNames = [
  "Basic Info",
  "Create Password",
  "Select National Membership",
  "Register Associate",
  "Select Regional Memberships",
  "Giving Opportunities",
  "Review Selections",
] as const;

export type JoinStep = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const lastJoinStep: JoinStep = 7;

export interface AccountValues {
  email: string;
  password: string;
  passwordConfirmation: string;
}

export interface AssociateChoice {
  register: boolean;
  firstName: string;
  lastName: string;
}

export interface RegionalChoice {
  regionalId: number;
  associate: boolean;
}

/** The selections that join and renewal share (steps 3 to 6 of the join), as typed. */
export interface SelectionsData {
  nationalPlanId: number | null;
  associate: AssociateChoice;
  regionalPlans: RegionalChoice[];
  giving: GivingForm;
}

/** What the member entered, as typed (donation amounts are whole dollars as text). */
export interface JoinWizardData extends SelectionsData {
  basicInfo: ProfileFormInput;
  account: AccountValues;
}

/** Where a seven-step wizard (join or renewal) stands. */
export interface WizardProgress {
  step: JoinStep;
  /** The invoice already created: Checkout then reopens its payment, never creating a second one. */
  orderId: string | null;
}

export interface JoinWizardState extends JoinWizardData, WizardProgress {}

export type WizardAction<Data> =
  /** The current step was valid: keep its data and go to the next step. */
  | { type: "next"; data: Partial<Data> }
  /** Back: keep what the current step holds, even unfinished, and go to the previous step. */
  | { type: "back"; data?: Partial<Data> }
  | { type: "goTo"; step: JoinStep }
  | { type: "removeRegion"; regionalId: number }
  | { type: "removeRegionAssociate"; regionalId: number }
  | { type: "memberCreated"; orderId: string };

export type JoinWizardAction = WizardAction<JoinWizardData>;

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
  account: { email: "", password: "", passwordConfirmation: "" },
  nationalPlanId: null,
  associate: { register: false, firstName: "", lastName: "" },
  regionalPlans: [],
  giving: {
    clubDonation: false,
    clubDonationAmount: "",
    educationalFoundation: false,
    educationalFoundationAmount: "",
    museum: false,
    museumMembershipLevel: 0,
  },
  orderId: null,
};

function clampStep(step: number): JoinStep {
  return Math.min(Math.max(step, 1), lastJoinStep) as JoinStep;
}

/** Without a registered associate no region can include one (the server refuses that too). */
function withoutOrphanAssociates<State extends SelectionsData>(state: State): State {
  if (state.associate.register || !state.regionalPlans.some((plan) => plan.associate)) return state;
  return { ...state, regionalPlans: state.regionalPlans.map((plan) => ({ ...plan, associate: false })) };
}

/** The join's and the renewal's steps move alike; each wizard keeps its own data beside the selections. */
export function wizardReducer<State extends SelectionsData & WizardProgress>(
  state: State,
  action: WizardAction<State>,
): State {
  switch (action.type) {
    case "next":
      return withoutOrphanAssociates({ ...state, ...action.data, step: clampStep(state.step + 1) });
    case "back":
      return { ...state, ...action.data, step: clampStep(state.step - 1) };
    case "goTo":
      return { ...state, step: clampStep(action.step) };
    case "removeRegion":
      return {
        ...state,
        regionalPlans: state.regionalPlans.filter((plan) => plan.regionalId !== action.regionalId),
      };
    case "removeRegionAssociate":
      return {
        ...state,
        regionalPlans: state.regionalPlans.map((plan) =>
          plan.regionalId === action.regionalId ? { ...plan, associate: false } : plan,
        ),
      };
    case "memberCreated":
      return { ...state, orderId: action.orderId };
  }
}

export function joinWizardReducer(state: JoinWizardState, action: JoinWizardAction): JoinWizardState {
  return wizardReducer<JoinWizardState>(state, action);
}
