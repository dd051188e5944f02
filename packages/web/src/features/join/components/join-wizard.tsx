import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import { useEffect, useReducer, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { PaymentDialog } from "../../payment/components/payment-dialog.tsx";
import { useNationalPlans } from "../api/use-national-plans.ts";
import {
  initialJoinWizardState,
  type JoinWizardData,
  type JoinWizardState,
  joinStepNames,
  joinWizardReducer,
} from "../wizard/join-wizard-state.ts";
import { AssociateStep } from "./associate-step.tsx";
import { BasicInfoStep } from "./basic-info-step.tsx";
import { CreatePasswordStep } from "./create-password-step.tsx";
import { GivingStep } from "./giving-step.tsx";
import { NationalPlanStep } from "./national-plan-step.tsx";
import { RegionalPlansStep } from "./regional-plans-step.tsx";
import { ReviewStep } from "./review-step.tsx";
import { StepIndicator } from "./step-indicator.tsx";

// spec §2, §4: seven steps over one accumulating state, then the payment of the created member's invoice.
export function JoinWizard({ initialState = initialJoinWizardState }: { initialState?: JoinWizardState }) {
  const [state, dispatch] = useReducer(joinWizardReducer, initialState);
  const [paymentOpen, setPaymentOpen] = useState(false);
  const navigate = useNavigate();
  const { clubName } = useSiteConfig();
  const nationalPlans = useNationalPlans();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);

  // Focus follows a step change to the new step's heading (not on the first render).
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    headingRef.current?.focus();
  }, [state.step]);

  const next = (data: Partial<JoinWizardData>) => dispatch({ type: "next", data });
  const back = (data?: Partial<JoinWizardData>) => dispatch({ type: "back", data });
  const stepName = joinStepNames[state.step - 1];

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
            orderId={state.orderId}
            onBack={() => back()}
            onGoToStep={(step) => dispatch({ type: "goTo", step })}
            onRemoveRegion={(regionalId) => dispatch({ type: "removeRegion", regionalId })}
            onRemoveRegionAssociate={(regionalId) => dispatch({ type: "removeRegionAssociate", regionalId })}
            onMemberCreated={(orderId) => dispatch({ type: "memberCreated", orderId })}
            onOpenPayment={() => setPaymentOpen(true)}
          />
        );
    }
  }

  return (
    <Stack gap="lg">
      <StepIndicator current={state.step} />
      <Paper withBorder p={{ base: "md", sm: "lg" }}>
        <Text size="sm" mb={4}>{`Step ${state.step} of ${joinStepNames.length}`}</Text>
        <Title order={2} mb="md" ref={headingRef} tabIndex={-1} style={{ outlineOffset: 4 }}>
          {stepName}
        </Title>
        {/* Each step remounts with its saved values, so Back and Continue never lose what was typed. */}
        <div key={state.step}>{renderStep()}</div>
      </Paper>
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
