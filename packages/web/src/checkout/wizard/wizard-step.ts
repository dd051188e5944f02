import type { ReactNode } from "react";

/** What a step gets from the wizard: the state so far, and the way on or back with the step's data. */
export interface WizardControls<State> {
  state: State;
  /** The step was valid: keep its data and go to the next step. */
  next: (data: Partial<State>) => void;
  /** Keep what the step holds, even unfinished, and go to the previous step. */
  back: (data?: Partial<State>) => void;
  /** What the open step holds so far, as typed: kept in the tab (never a password) so a reload keeps it. */
  keep: (data: Partial<State>) => void;
  /** Step 1's Cancel: drop the progress and leave the wizard (the join to the login page). */
  cancel: () => void;
}

/** One step before the review, as a wizard's step list gives it. */
export interface WizardStep<State> {
  /** The step's heading and its name in the step list. */
  name: string;
  /** The fields it asks for: a server error naming one offers to go back to this step. */
  fields: readonly string[];
  render: (wizard: WizardControls<State>) => ReactNode;
}

/** Both wizards have six steps, then the review (spec §2). */
export type StepsBeforeReview<State> = readonly [
  WizardStep<State>,
  WizardStep<State>,
  WizardStep<State>,
  WizardStep<State>,
  WizardStep<State>,
  WizardStep<State>,
];
