import type { Profile } from "@club/domain/member.schema";
import type { RenewData } from "@club/domain/renewal.schema";
import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { useReducer, useState } from "react";
import { Link } from "react-router";
import { useNationalPlans } from "../../../api/use-national-plans.ts";
import { PageTitle } from "../../../components/page-title.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { publicationsLockedNote } from "../../../profile-form/office-only-notes.ts";
import { AssociateStep } from "../../join/components/associate-step.tsx";
import { BasicInfoStep } from "../../join/components/basic-info-step.tsx";
import { GivingStep } from "../../join/components/giving-step.tsx";
import { MemberSummary } from "../../join/components/member-summary.tsx";
import { NationalPlanStep } from "../../join/components/national-plan-step.tsx";
import { RegionalPlansStep } from "../../join/components/regional-plans-step.tsx";
import { ReviewStep } from "../../join/components/review-step.tsx";
import { WizardFrame } from "../../join/components/wizard-frame.tsx";
import { PaymentDialog } from "../../payment/components/payment-dialog.tsx";
import { useReloadMembership } from "../api/use-reload-membership.ts";
import { useRenew } from "../api/use-renew.ts";
import { renewalFieldLabels } from "../wizard/renewal-field-labels.ts";
import { renewalStepByField } from "../wizard/renewal-step-by-field.ts";
import {
  initialRenewalState,
  type RenewalWizardData,
  renewalStepNames,
  renewalWizardReducer,
} from "../wizard/renewal-wizard-state.ts";
import { toRenewInput } from "../wizard/to-renew-input.ts";
import { VehicleInformationStep } from "./vehicle-information-step.tsx";

interface RenewalWizardProps {
  profile: Profile;
  renewData: RenewData;
  /** Closing (or finishing) returns to the member info page; nothing unsaved is kept. */
  onClose: () => void;
}

// spec §2, §4: seven steps prefilled from the profile and last year's selections; Checkout saves the renewal,
// then its invoice is paid, and member info and membership details are reloaded.
export function RenewalWizard({ profile, renewData, onClose }: RenewalWizardProps) {
  const [state, dispatch] = useReducer(renewalWizardReducer, undefined, () =>
    initialRenewalState(profile, renewData),
  );
  const [paymentOpen, setPaymentOpen] = useState(false);
  const { clubShortName } = useSiteConfig();
  const nationalPlans = useNationalPlans();
  const renew = useRenew();
  const reloadMembership = useReloadMembership();

  const next = (data: Partial<RenewalWizardData>) => dispatch({ type: "next", data });
  const back = (data?: Partial<RenewalWizardData>) => dispatch({ type: "back", data });

  function renderStep() {
    switch (state.step) {
      case 1:
        return (
          <BasicInfoStep
            values={state.basicInfo}
            publicationsLockedNote={publicationsLockedNote}
            onNext={(basicInfo) => next({ basicInfo })}
            onCancel={onClose}
          />
        );
      case 2:
        return (
          <NationalPlanStep
            planId={state.nationalPlanId}
            onNext={(nationalPlanId) => next({ nationalPlanId })}
            onBack={(nationalPlanId) => back({ nationalPlanId })}
          />
        );
      case 3:
        return (
          <AssociateStep
            values={state.associate}
            plan={nationalPlans.data?.find((plan) => plan.id === state.nationalPlanId)}
            onNext={(associate) => next({ associate })}
            onBack={(associate) => back({ associate })}
          />
        );
      case 4:
        return (
          <RegionalPlansStep
            values={state.regionalPlans}
            withAssociate={state.associate.register}
            onNext={(regionalPlans) => next({ regionalPlans })}
            onBack={(regionalPlans) => back({ regionalPlans })}
          />
        );
      case 5:
        return (
          <GivingStep
            values={state.giving}
            onNext={(giving) => next({ giving })}
            onBack={(giving) => back({ giving })}
          />
        );
      case 6:
        return (
          <VehicleInformationStep
            value={state.vehicleInformation}
            onNext={(vehicleInformation) => next({ vehicleInformation })}
            onBack={(vehicleInformation) => back({ vehicleInformation })}
          />
        );
      case 7:
        return (
          <ReviewStep
            data={state}
            summary={
              <MemberSummary basicInfo={state.basicInfo} email={profile.email} associate={state.associate} />
            }
            orderId={state.orderId}
            checkout={{
              start: (onCreated) =>
                renew.mutate(toRenewInput(state), { onSuccess: (reply) => onCreated(reply.params.orderId) }),
              isPending: renew.isPending,
              error: renew.error,
            }}
            stepNames={renewalStepNames}
            stepByField={renewalStepByField}
            errorLabels={renewalFieldLabels}
            receivedText="Your renewal has been received. Use Checkout to pay for it."
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
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageTitle>{`${clubShortName} Membership Renewal`}</PageTitle>
        <Button variant="outline" color="dark" onClick={onClose}>
          Cancel renewal
        </Button>
      </Group>
      <WizardFrame step={state.step} stepNames={renewalStepNames} stepsLabel="Steps to renew">
        {renderStep()}
      </WizardFrame>
      {state.orderId && (
        <PaymentDialog
          orderId={state.orderId}
          opened={paymentOpen}
          onClose={() => setPaymentOpen(false)}
          onPaid={reloadMembership}
          onPaidDone={onClose}
          thankYou={
            <Text>
              {`Thank you for renewing your ${clubShortName} membership! `}
              <Anchor component={Link} to="/my-profile/member-info" onClick={onClose} inherit>
                Return to Member Info
              </Anchor>
            </Text>
          }
        />
      )}
    </Stack>
  );
}
