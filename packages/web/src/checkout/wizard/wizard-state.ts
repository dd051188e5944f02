import type { GivingForm } from "@club/domain/join.schema";
import type { ProfileFormInput } from "@club/domain/member.schema";

// spec §2, §4: the join and the renewal are seven-step wizards over one accumulating state; Back keeps
// everything typed.
export type StepNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const lastStep: StepNumber = 7;

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

/** Nothing chosen yet (donation amounts are whole dollars as text). */
export const emptySelections: SelectionsData = {
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
};

/** Where a seven-step wizard (join or renewal) stands. */
export interface WizardProgress {
  step: StepNumber;
  /** The invoice already created: Checkout then reopens its payment, never creating a second one. */
  orderId: string | null;
}

/** What both wizards hold: the basic info (step 1), the selections, and where the wizard stands. */
export interface CheckoutWizardState extends SelectionsData, WizardProgress {
  basicInfo: ProfileFormInput;
}

export type WizardAction<Data> =
  /** The current step was valid: keep its data and go to the next step. */
  | { type: "next"; data: Partial<Data> }
  /** Back: keep what the current step holds, even unfinished, and go to the previous step. */
  | { type: "back"; data?: Partial<Data> }
  | { type: "goTo"; step: StepNumber }
  /** An answer given at the review itself (the join's privacy choices): keep it and stay. */
  | { type: "answer"; data: Partial<Data> }
  | { type: "removeRegion"; regionalId: number }
  | { type: "removeRegionAssociate"; regionalId: number }
  | { type: "memberCreated"; orderId: string };

/** A step number within the wizard's seven (e.g. one read back from the tab's storage). */
export function clampStep(step: number): StepNumber {
  return Math.min(Math.max(Math.trunc(step) || 1, 1), lastStep) as StepNumber;
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
    case "answer":
      return { ...state, ...action.data };
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
