import type { CheckoutReply } from "@club/domain/join.schema";
import { Text } from "@mantine/core";
import {
  type ComponentProps,
  type ReactNode,
  useCallback,
  useEffect,
  useReducer,
  useRef,
  useState,
} from "react";
import { useNationalPlans } from "../../api/use-national-plans.ts";
import { UnsavedChangesDialog } from "../../components/unsaved-changes-dialog.tsx";
import { useUnsavedChangesPrompt } from "../../lib/use-unsaved-changes-prompt.ts";
import { clearWizardProgress, loadWizardProgress, saveWizardProgress } from "../../lib/wizard-progress.ts";
import { PaymentDialog } from "../payment/components/payment-dialog.tsx";
import { stepByFieldOf } from "../wizard/steps-of-errors.ts";
import { StepBackContext, useStepHistory } from "../wizard/use-step-history.ts";
import {
  type CheckoutWizardState,
  clampStep,
  type StepNumber,
  wizardReducer,
} from "../wizard/wizard-state.ts";
import type { StepsBeforeReview } from "../wizard/wizard-step.ts";
import { MemberSummary } from "./member-summary.tsx";
import { ReviewStep } from "./review-step.tsx";
import { WizardFrame } from "./wizard-frame.tsx";

/** Checkout's first request (the join creates the member, the renewal saves the renewal); it names the invoice. */
export interface CheckoutOrder<Input> {
  mutate: (input: Input, options: { onSuccess: (reply: CheckoutReply) => void }) => void;
  isPending: boolean;
  error: unknown;
}

interface CheckoutWizardProps<State extends CheckoutWizardState, Input> {
  /** Read on the first render only; it also gives the wizard's state its type. */
  initialState: State;
  /** The wizard's own six steps; the review (step 7) is the same for both. */
  steps: StepsBeforeReview<NoInfer<State>>;
  /** Names the step list for screen readers, e.g. "Steps to join". */
  stepsLabel: string;
  /** The e-mail shown in the review's summary of who is joining or renewing. */
  emailOf: (state: State) => string;
  order: CheckoutOrder<Input>;
  toInput: (state: State) => Input;
  /** Friendly field names for the server's errors (spec §8). */
  errorLabels: Record<string, string>;
  /** Said at the review once the order exists and only its payment is left. */
  receivedText: string;
  /** What the payment dialog does and says once the invoice is paid. */
  payment: Pick<ComponentProps<typeof PaymentDialog>, "onPaid" | "onPaidDone" | "thankYou">;
  /** Where the progress is kept in the tab for Back, Forward and a reload, e.g. "join" or "renewal:42". */
  storageKey: string;
  /** Where kept progress picks up when not at its own step, and why (the join's password is never kept). */
  resumeAt?: (kept: NoInfer<State>) => { step: StepNumber; note: string } | null;
  /** Step 1's Cancel, once the progress is dropped: the join returns to the login page, the renewal closes. */
  onCancel: () => void;
  /** The wizard's own questions at the review, answered into its state; locked once the order exists. */
  askAtReview?: (review: ReviewQuestions<NoInfer<State>>) => ReactNode;
}

export interface ReviewQuestions<State> {
  state: State;
  answer: (data: Partial<State>) => void;
  locked: boolean;
}

/** What the open step holds, as typed, before its Continue or Back. */
interface OpenStepDraft<State> {
  step: StepNumber;
  data: Partial<State>;
}

/** Typing is written to the tab once it pauses this long, not at each key. */
const draftDelayMs = 400;

/** The state with the open step's typing in it; a draft of a step no longer open is dropped. */
function withDraft<State extends CheckoutWizardState>(
  state: State,
  draft: OpenStepDraft<State> | null,
): State {
  return draft && draft.step === state.step ? { ...state, ...draft.data } : state;
}

/** Progress kept in the tab, and where it picks up again. */
function keptProgress<State extends CheckoutWizardState>(
  props: Pick<CheckoutWizardProps<State, unknown>, "storageKey" | "initialState" | "resumeAt">,
) {
  const kept = loadWizardProgress(props.storageKey, props.initialState);
  if (!kept) return null;
  const resume = props.resumeAt?.(kept.state) ?? null;
  const step = resume?.step ?? clampStep(kept.state.step);
  return {
    state: { ...kept.state, step },
    furthest: clampStep(Math.max(kept.furthest, kept.state.step)),
    note: resume && { step, text: resume.note },
  };
}

// spec §2, §4: the join's and the renewal's seven steps over one accumulating state; the review's Checkout
// creates the order once, then opens (and reopens) the payment of its invoice. Issue 11: the progress is kept in
// the tab (never a password) until paid or cancelled, each step is a history entry, and leaving a started wizard
// for another page asks first.
export function CheckoutWizard<State extends CheckoutWizardState, Input>(
  props: CheckoutWizardProps<State, Input>,
) {
  const { steps, order, toInput, storageKey } = props;
  // Read on the first render only, like the initial state it overrides.
  const [kept] = useState(() => keptProgress(props));
  const [state, dispatch] = useReducer(wizardReducer<State>, kept?.state ?? props.initialState);
  const [furthest, setFurthest] = useState<number>(kept?.furthest ?? state.step);
  const [note, setNote] = useState(kept?.note ?? null);
  // Started once the member types or moves on: only then is there something to keep, or to lose by leaving.
  const [started, setStarted] = useState(kept !== null);
  // Paid, or left on purpose: nothing is kept any more and leaving asks nothing.
  const [done, setDone] = useState(false);
  const [leaving, setLeaving] = useState<{ go: () => void } | null>(null);
  const [paymentOpen, setPaymentOpen] = useState(false);
  const blocker = useUnsavedChangesPrompt(started && !done);
  const stepBack = useRef<(() => void) | null>(null);
  const backFromBrowser = useRef(false);
  // Loads the plans from the first step on, for the national plan, associate and review steps.
  useNationalPlans();

  // Issue 25: what the open step holds so far, kept a moment after the typing stops (and at once as the page
  // goes, for a reload mid-word); a step's Continue or Back takes it into the state, and only its step keeps it.
  const [draft, setDraft] = useState<OpenStepDraft<State> | null>(null);
  const pendingDraft = useRef<OpenStepDraft<State> | null>(null);
  const draftTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const keep = useCallback(
    (data: Partial<State>) => {
      const typed = { step: state.step, data };
      pendingDraft.current = typed;
      clearTimeout(draftTimer.current);
      draftTimer.current = setTimeout(() => {
        pendingDraft.current = null;
        setDraft(typed);
      }, draftDelayMs);
    },
    [state.step],
  );
  useEffect(() => () => clearTimeout(draftTimer.current), []);
  /** The step's Continue or Back carries what it holds into the state: a draft still waiting would be stale. */
  const forgetDraft = () => {
    clearTimeout(draftTimer.current);
    pendingDraft.current = null;
    setDraft(null);
  };

  useEffect(() => {
    if (started && !done) saveWizardProgress(storageKey, { state: withDraft(state, draft), furthest });
  }, [storageKey, started, done, state, draft, furthest]);

  useEffect(() => {
    const keepTyping = () => {
      if (started && !done && pendingDraft.current)
        saveWizardProgress(storageKey, { state: withDraft(state, pendingDraft.current), furthest });
    };
    window.addEventListener("pagehide", keepTyping);
    return () => window.removeEventListener("pagehide", keepTyping);
  }, [storageKey, started, done, state, furthest]);

  // Leaves once the unsaved-changes question has heard that there is nothing left to lose.
  useEffect(() => {
    leaving?.go();
  }, [leaving]);

  const onStepAsked = useCallback(
    (asked: StepNumber) => {
      // The browser's Back to the previous step is the step's own Back, so what it holds is kept.
      if (asked === state.step - 1 && stepBack.current) {
        backFromBrowser.current = true;
        stepBack.current();
        backFromBrowser.current = false;
        return true;
      }
      // Forward (or further back) only among the steps reached, and never away from an order to pay.
      if (asked > furthest || state.orderId !== null) return false;
      dispatch({ type: "goTo", step: asked });
      return true;
    },
    [state.step, state.orderId, furthest],
  );
  const history = useStepHistory({ step: state.step, onStepAsked });

  function drop() {
    clearWizardProgress(storageKey);
    setDone(true);
  }

  const stepNames = [...steps.map((step) => step.name), "Review Selections"];
  const current = steps[state.step - 1];
  const next = (data: Partial<State>) => {
    forgetDraft();
    const to = clampStep(state.step + 1);
    dispatch({ type: "next", data });
    setStarted(true);
    setFurthest((reached) => Math.max(reached, to));
    setNote(null);
    history.pushStep(to);
  };
  const back = (data?: Partial<State>) => {
    forgetDraft();
    dispatch({ type: "back", data });
    if (!backFromBrowser.current) history.backToStep(clampStep(state.step - 1));
  };
  const cancel = () => {
    drop();
    setLeaving({ go: props.onCancel });
  };

  return (
    <>
      {/* Any typing starts the wizard: leaving then asks first, and a reload keeps what is done. */}
      <div onInput={() => setStarted(true)}>
        <StepBackContext value={stepBack}>
          <WizardFrame step={state.step} stepNames={stepNames} stepsLabel={props.stepsLabel}>
            {note?.step === state.step && (
              <Text role="status" fw={700} mb="md">
                {note.text}
              </Text>
            )}
            {current ? (
              current.render({ state, next, back, keep, cancel })
            ) : (
              <ReviewStep
                data={state}
                summary={
                  <MemberSummary
                    basicInfo={state.basicInfo}
                    email={props.emailOf(state)}
                    associate={state.associate}
                  />
                }
                orderId={state.orderId}
                checkout={{
                  start: (onCreated) =>
                    order.mutate(toInput(state), { onSuccess: (reply) => onCreated(reply.params.orderId) }),
                  isPending: order.isPending,
                  error: order.error,
                }}
                stepNames={stepNames}
                stepByField={stepByFieldOf(steps)}
                errorLabels={props.errorLabels}
                receivedText={props.receivedText}
                questions={props.askAtReview?.({
                  state,
                  answer: (data) => dispatch({ type: "answer", data }),
                  locked: state.orderId !== null,
                })}
                onBack={() => back()}
                onGoToStep={(step) => {
                  dispatch({ type: "goTo", step });
                  history.pushStep(step);
                }}
                onRemoveRegion={(regionalId) => dispatch({ type: "removeRegion", regionalId })}
                onRemoveRegionAssociate={(regionalId) =>
                  dispatch({ type: "removeRegionAssociate", regionalId })
                }
                onOrderCreated={(orderId) => dispatch({ type: "memberCreated", orderId })}
                onOpenPayment={() => setPaymentOpen(true)}
              />
            )}
          </WizardFrame>
        </StepBackContext>
      </div>
      {state.orderId && (
        <PaymentDialog
          orderId={state.orderId}
          opened={paymentOpen}
          onClose={() => setPaymentOpen(false)}
          {...props.payment}
          onPaid={() => {
            drop();
            props.payment.onPaid?.();
          }}
        />
      )}
      <UnsavedChangesDialog blocker={blocker} onLeave={drop} />
    </>
  );
}
