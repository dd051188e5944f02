import type { CheckoutReply } from "@club/domain/join.schema";
import { type ComponentProps, useReducer, useState } from "react";
import { useNationalPlans } from "../../api/use-national-plans.ts";
import { PaymentDialog } from "../payment/components/payment-dialog.tsx";
import { stepByFieldOf } from "../wizard/steps-of-errors.ts";
import { type CheckoutWizardState, wizardReducer } from "../wizard/wizard-state.ts";
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
}

// spec §2, §4: the join's and the renewal's seven steps over one accumulating state; the review's Checkout
// creates the order once, then opens (and reopens) the payment of its invoice.
export function CheckoutWizard<State extends CheckoutWizardState, Input>(
  props: CheckoutWizardProps<State, Input>,
) {
  const { steps, order, toInput } = props;
  const [state, dispatch] = useReducer(wizardReducer<State>, props.initialState);
  const [paymentOpen, setPaymentOpen] = useState(false);
  // Loads the plans from the first step on, for the national plan, associate and review steps.
  useNationalPlans();

  const stepNames = [...steps.map((step) => step.name), "Review Selections"];
  const current = steps[state.step - 1];
  const next = (data: Partial<State>) => dispatch({ type: "next", data });
  const back = (data?: Partial<State>) => dispatch({ type: "back", data });

  return (
    <>
      <WizardFrame step={state.step} stepNames={stepNames} stepsLabel={props.stepsLabel}>
        {current ? (
          current.render({ state, next, back })
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
            onBack={() => back()}
            onGoToStep={(step) => dispatch({ type: "goTo", step })}
            onRemoveRegion={(regionalId) => dispatch({ type: "removeRegion", regionalId })}
            onRemoveRegionAssociate={(regionalId) => dispatch({ type: "removeRegionAssociate", regionalId })}
            onOrderCreated={(orderId) => dispatch({ type: "memberCreated", orderId })}
            onOpenPayment={() => setPaymentOpen(true)}
          />
        )}
      </WizardFrame>
      {state.orderId && (
        <PaymentDialog
          orderId={state.orderId}
          opened={paymentOpen}
          onClose={() => setPaymentOpen(false)}
          {...props.payment}
        />
      )}
    </>
  );
}
