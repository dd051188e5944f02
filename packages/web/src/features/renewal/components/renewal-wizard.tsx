import type { Profile } from "@club/domain/member.schema";
import type { RenewData } from "@club/domain/renewal.schema";
import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useReloadAfterPayment } from "../../../api/use-member-payments.ts";
import { CheckoutWizard } from "../../../checkout/components/checkout-wizard.tsx";
import { askBasicInfo, askSelections } from "../../../checkout/components/shared-steps.tsx";
import type { WizardStep } from "../../../checkout/wizard/wizard-step.ts";
import { PageTitle } from "../../../components/page-title.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { publicationsLockedNote } from "../../../profile-form/office-only-notes.ts";
import { useRenew } from "../api/use-renew.ts";
import { renewalFieldLabels } from "../wizard/renewal-field-labels.ts";
import { initialRenewalState, type RenewalWizardState } from "../wizard/renewal-wizard-state.ts";
import { toRenewInput } from "../wizard/to-renew-input.ts";
import { VehicleInformationStep } from "./vehicle-information-step.tsx";

interface RenewalWizardProps {
  profile: Profile;
  renewData: RenewData;
  /** Where the renewal's progress is kept in the tab until it is paid or closed. */
  progressKey: string;
  /** Closing (or finishing) returns to the member info page; nothing unsaved is kept. */
  onClose: () => void;
}

const askVehicleInformation: WizardStep<RenewalWizardState> = {
  name: "Vehicle Information",
  fields: ["vehicleInformation"],
  render: ({ state, next, back }) => (
    <VehicleInformationStep
      value={state.vehicleInformation}
      onNext={(vehicleInformation) => next({ vehicleInformation })}
      onBack={(vehicleInformation) => back({ vehicleInformation })}
    />
  ),
};

// spec §2, §4: seven steps prefilled from the profile and last year's selections; Checkout saves the renewal,
// then its invoice is paid, and member info and membership details are reloaded.
export function RenewalWizard({ profile, renewData, progressKey, onClose }: RenewalWizardProps) {
  const { clubShortName } = useSiteConfig();
  const renew = useRenew();
  const reloadMembership = useReloadAfterPayment();

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageTitle>{`${clubShortName} Membership Renewal`}</PageTitle>
        <Button variant="outline" color="dark" onClick={onClose}>
          Cancel renewal
        </Button>
      </Group>
      <CheckoutWizard
        initialState={initialRenewalState(profile, renewData)}
        steps={[
          askBasicInfo({ publicationsLockedNote }),
          ...askSelections({ nationalPlan: "National Membership", regionalPlans: "Regional Memberships" }),
          askVehicleInformation,
        ]}
        stepsLabel="Steps to renew"
        storageKey={progressKey}
        onCancel={onClose}
        emailOf={() => profile.email}
        order={renew}
        toInput={toRenewInput}
        errorLabels={renewalFieldLabels}
        receivedText="Your renewal has been received. Use Checkout to pay for it."
        payment={{
          onPaid: reloadMembership,
          onPaidDone: onClose,
          thankYou: (
            <Text>
              {`Thank you for renewing your ${clubShortName} membership! `}
              <Anchor component={Link} to="/my-profile/member-info" onClick={onClose} inherit>
                Return to Member Info
              </Anchor>
            </Text>
          ),
        }}
      />
    </Stack>
  );
}
