import type { Profile } from "@club/domain/member.schema";
import { Text } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { searchWithStep } from "../../../checkout/wizard/use-step-history.ts";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { clearWizardProgress, hasWizardProgress } from "../../../lib/wizard-progress.ts";
import { useRenewData } from "../api/use-renew-data.ts";
import { renewalProgressKey } from "../wizard/renewal-wizard-state.ts";
import { RenewButton } from "./renew-button.tsx";
import { RenewalConfirmationDialog } from "./renewal-confirmation-dialog.tsx";
import { RenewalWizard } from "./renewal-wizard.tsx";

interface MemberRenewalProps {
  profile: Profile;
  /** The member info form holds changes that the renewal, replacing it, would drop. */
  hasUnsavedChanges: boolean;
  /** The page the renewal starts from, given the Renew button (or why it is not there yet) to show. */
  children: (renewAction: ReactNode) => ReactNode;
}

/** The navigation state of a renewal link (issue 15): Member Info opens with the renewal already under way. */
export const renewNowState = { renewNow: true } as const;

function cameToRenew(state: unknown): boolean {
  return typeof state === "object" && state !== null && "renewNow" in state && state.renewNow === true;
}

// spec §2, §4: Member Info's Renew My Membership, its confirmation, then the renewal wizard in the page's place.
export function MemberRenewal({ profile, hasUnsavedChanges, children }: MemberRenewalProps) {
  const renewData = useRenewData();
  const location = useLocation();
  const navigate = useNavigate();
  const progressKey = renewalProgressKey(profile.id);
  const [confirming, setConfirming] = useState(false);
  // A renewal under way in this tab (a reload) opens again where it was; a renewal link opens it at once: the
  // member chose to renew by following it.
  const [renewing, setRenewing] = useState(
    () => hasWizardProgress(progressKey) || cameToRenew(location.state),
  );

  function showRenewal(open: boolean) {
    setConfirming(false);
    setRenewing(open);
    if (!open) {
      // Closed, cancelled or paid: nothing is kept, and the address is member info's again.
      clearWizardProgress(progressKey);
      void navigate({ search: searchWithStep(location.search, null) }, { replace: true });
    }
    window.scrollTo({ top: 0 });
  }

  if (renewing && renewData.data) {
    return (
      <RenewalWizard
        profile={profile}
        renewData={renewData.data}
        progressKey={progressKey}
        onClose={() => showRenewal(false)}
      />
    );
  }
  if (renewing && renewData.isPending) return <LoadingState label="Loading your renewal…" />;

  const renewAction = (
    <>
      {renewData.data && (
        <RenewButton state={renewData.data.renewButton} onRenew={() => setConfirming(true)} />
      )}
      {!renewData.data && !renewData.isError && <Text size="sm">Checking your renewal…</Text>}
      {renewData.isError && <LoadFailure what="renewal details" onRetry={() => void renewData.refetch()} />}
    </>
  );

  return (
    <>
      {children(renewAction)}
      <RenewalConfirmationDialog
        opened={confirming}
        hasUnsavedChanges={hasUnsavedChanges}
        onContinue={() => showRenewal(true)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
