import { createContext, type RefObject, useContext, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { lastStep, type StepNumber } from "./wizard-state.ts";

// Issue 11: each step of a seven-step wizard is an entry of the browser's history (`?step=3`), so the browser's
// Back goes to the previous step as the wizard's own Back does (keeping what the step holds), and Forward
// returns to a step already reached. Leaving the page from step 1 is the unsaved-changes question's to ask.

const stepParam = "step";

/** What the wizard put in the history state of an entry that Continue pushed. */
interface StepEntryState {
  /** The step that Continue was pressed on, which the browser's Back returns to. */
  wizardStepFrom: number;
}

function stepIn(search: string): StepNumber | null {
  const step = Number(new URLSearchParams(search).get(stepParam));
  return Number.isInteger(step) && step >= 1 && step <= lastStep ? (step as StepNumber) : null;
}

/** The query string with the wizard's step set, or taken out (null). */
export function searchWithStep(search: string, step: StepNumber | null): string {
  const params = new URLSearchParams(search);
  if (step === null) params.delete(stepParam);
  else params.set(stepParam, String(step));
  const query = params.toString();
  return query ? `?${query}` : "";
}

function pushedFrom(state: unknown): number | null {
  const from = (state as Partial<StepEntryState> | null)?.wizardStepFrom;
  return typeof from === "number" ? from : null;
}

/** The current step's own Back, which the browser's Back runs too; steps register it through WizardButtons. */
export const StepBackContext = createContext<RefObject<(() => void) | null> | null>(null);

/** Lets the browser's Back run this step's Back (null: the step has none, e.g. step 1 cancels instead). */
export function useStepBack(onBack: (() => void) | null): void {
  const current = useContext(StepBackContext);
  useEffect(() => {
    if (!current) return;
    current.current = onBack;
    return () => {
      current.current = null;
    };
  });
}

interface StepHistoryOptions {
  step: StepNumber;
  /** The browser's Back or Forward (or an address) asks for another step than the one shown: go there or not. */
  onStepAsked: (step: StepNumber) => boolean;
}

/** Keeps `?step=` in the address in step with the wizard, and hears the browser's Back and Forward. */
export function useStepHistory({ step, onStepAsked }: StepHistoryOptions) {
  const location = useLocation();
  const navigate = useNavigate();
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    // Each address is looked at once: a step change of our own reaches here before or after its address.
    if (handledKey.current === location.key) return;
    const opening = handledKey.current === null;
    handledKey.current = location.key;
    const asked = stepIn(location.search);
    if (asked === step) return;
    if (opening || asked === null || !onStepAsked(asked)) {
      // The address shows the step the wizard is on.
      void navigate(
        { search: searchWithStep(location.search, step), hash: location.hash },
        { replace: true, state: location.state },
      );
    }
  }, [location, step, navigate, onStepAsked]);

  return {
    /** Continue (or a jump to a step from the review): a new history entry. */
    pushStep(to: StepNumber) {
      const state: StepEntryState = { wizardStepFrom: step };
      void navigate({ search: searchWithStep(location.search, to) }, { state });
    },
    /** The wizard's own Back: the browser's Back when Continue came here from that step, else in place. */
    backToStep(to: StepNumber) {
      if (pushedFrom(location.state) === to) void navigate(-1);
      else void navigate({ search: searchWithStep(location.search, to) }, { replace: true });
    },
  };
}
