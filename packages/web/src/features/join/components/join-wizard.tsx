import { Anchor, Stack, Text } from "@mantine/core";
import { useReducer, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useNationalPlans } from "../../../api/use-national-plans.ts";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { PaymentDialog } from "../../payment/components/payment-dialog.tsx";
import { useCreateMember } from "../api/use-create-member.ts";
import { joinFieldLabels } from "../wizard/join-field-labels.ts";
import {
  initialJoinWizardState,
  type JoinWizardData,
  type JoinWizardState,
  joinStepNames,
  joinWizardReducer,
} from "../wizard/join-wizard-state.ts";
import { joinStepByField } from "../wizard/steps-of-errors.ts";
import { toJoinInput } from "../wizard/to-join-input.ts";
import { AssociateStep } from "./associate-step.tsx";
import { BasicInfoStep } from "./basic-info-step.tsx";
import { CreatePasswordStep } from "./create-password-step.tsx";
import { GivingStep } from "./giving-step.tsx";
import { MemberSummary } from "./member-summary.tsx";
import { NationalPlanStep } from "./national-plan-step.tsx";
import { RegionalPlansStep } from "./regional-plans-step.tsx";
import { ReviewStep } from "./review-step.tsx";
import { WizardFrame } from "./wizard-frame.tsx";

// spec §2, §4: seven steps over one accumulating state, then the payment of the created member's invoice.
export function JoinWizard({ initialState = initialJoinWizardState }: { initialState?: JoinWizardState }) {
  const [state, dispatch] = useReducer(joinWizardReducer, initialState);
  const [paymentOpen, setPaymentOpen] = useState(false);
  const navigate = useNavigate();
  const { clubName } = useSiteConfig();
  const nationalPlans = useNationalPlans();
  const createMember = useCreateMember();

  const next = (data: Partial<JoinWizardData>) => dispatch({ type: "next", data });
  const back = (data?: Partial<JoinWizardData>) => dispatch({ type: "back", data });

  function renderStep() {
    switch (state.step) {
      case 1:
        return (
          <BasicInfoStep
            values={state.basicInfo}
            onNext={(basicInfo) => next({ basicInfo })}
            onCancel={() => void navigate("/login")}
          />
        );
      case 2:
        return (
          <CreatePasswordStep
            values={state.account}
            onNext={(account) => next({ account })}
            onBack={(account) => back({ account })}
          />
        );
      case 3:
        return (
          <NationalPlanStep
            planId={state.nationalPlanId}
            onNext={(nationalPlanId) => next({ nationalPlanId })}
            onBack={(nationalPlanId) => back({ nationalPlanId })}
          />
        );
      case 4:
        return (
          <AssociateStep
            values={state.associate}
            plan={nationalPlans.data?.find((plan) => plan.id === state.nationalPlanId)}
            onNext={(associate) => next({ associate })}
            onBack={(associate) => back({ associate })}
          />
        );
      case 5:
        return (
          <RegionalPlansStep
            values={state.regionalPlans}
            withAssociate={state.associate.register}
            onNext={(regionalPlans) => next({ regionalPlans })}
            onBack={(regionalPlans) => back({ regionalPlans })}
          />
        );
      case 6:
        return (
          <GivingStep
            values={state.giving}
            onNext={(giving) => next({ giving })}
            onBack={(giving) => back({ giving })}
          />
        );
      case 7:
        return (
          <ReviewStep
            data={state}
            summary={
              <MemberSummary
                basicInfo={state.basicInfo}
                email={state.account.email}
                associate={state.associate}
              />
            }
            orderId={state.orderId}
            checkout={{
              start: (onCreated) =>
                createMember.mutate(toJoinInput(state), {
                  onSuccess: (reply) => onCreated(reply.params.orderId),
                }),
              isPending: createMember.isPending,
              error: createMember.error,
            }}
            stepNames={joinStepNames}
            stepByField={joinStepByField}
            errorLabels={joinFieldLabels}
            receivedText="Your membership application has been received. Use Checkout to pay for it."
            onBack={() => back()}
            onGoToStep={(step) => dispatch({ type: "goTo", step })}
            onRemoveRegion={(regionalId) => dispatch({ type: "removeRegion", regionalId })}
            onRemoveRegionAssociate={(regionalId) => dispatch({ type: "removeRegionAssociate", regionalId })}
            onOrderCreated={(orderId) => dispatch({ type: "memberCreated", orderId })}
            onOpenPayment={() => setPaymentOpen(true)}
          />
        );
    }
  }

  return (
    <Stack gap="lg">
      <WizardFrame step={state.step} stepNames={joinStepNames} stepsLabel="Steps to join">
        {renderStep()}
      </WizardFrame>
      {state.orderId && (
        <PaymentDialog
          orderId={state.orderId}
          opened={paymentOpen}
          onClose={() => setPaymentOpen(false)}
          onPaidDone={() => void navigate("/login", { replace: true })}
          thankYou={
            <Text>
              {`Thank you for joining the ${clubName}! You can now `}
              <Anchor component={Link} to="/login" inherit>
                log in
              </Anchor>
              .
            </Text>
          }
        />
      )}
    </Stack>
  );
}
