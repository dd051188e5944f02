import type { Profile } from "@club/domain/member.schema";
import { Grid, Stack } from "@mantine/core";
import { useState } from "react";
import { useProfile } from "../../../api/use-profile.ts";
import { PageTitle } from "../../../components/page-title.tsx";
import { useRenewData } from "../../renewal/api/use-renew-data.ts";
import { RenewalConfirmationDialog } from "../../renewal/components/renewal-confirmation-dialog.tsx";
import { RenewalWizard } from "../../renewal/components/renewal-wizard.tsx";
import { MemberActions } from "../components/member-actions.tsx";
import { MemberInfoForm } from "../components/member-info-form.tsx";
import { MembershipBenefits } from "../components/membership-benefits.tsx";

// spec §2: the profile form, the member's buttons and the benefits; the renewal wizard opens in its place.
export function MemberInfoPage() {
  const { data: profile } = useProfile();
  if (!profile) return null;
  return <MemberInfo profile={profile} />;
}

function MemberInfo({ profile }: { profile: Profile }) {
  const renewData = useRenewData();
  const [confirming, setConfirming] = useState(false);
  const [renewing, setRenewing] = useState(false);
  const [hasUnsavedChanges, setHasUnsavedChanges] = useState(false);

  function showRenewal(open: boolean) {
    setConfirming(false);
    setRenewing(open);
    window.scrollTo({ top: 0 });
  }

  if (renewing && renewData.data) {
    return <RenewalWizard profile={profile} renewData={renewData.data} onClose={() => showRenewal(false)} />;
  }

  return (
    <>
      <PageTitle>Member Info</PageTitle>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <MemberInfoForm profile={profile} onDirtyChange={setHasUnsavedChanges} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            <MemberActions
              renewData={renewData.data}
              renewDataFailed={renewData.isError}
              onRetryRenewData={() => void renewData.refetch()}
              onRenew={() => setConfirming(true)}
            />
            <MembershipBenefits />
          </Stack>
        </Grid.Col>
      </Grid>
      <RenewalConfirmationDialog
        opened={confirming}
        hasUnsavedChanges={hasUnsavedChanges}
        onContinue={() => showRenewal(true)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
