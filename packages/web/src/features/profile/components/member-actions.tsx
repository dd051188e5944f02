import type { RenewData } from "@club/domain/renewal.schema";
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useNavigate } from "react-router";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { useSignOut } from "../../../lib/use-sign-out.ts";
import { RenewButton } from "../../renewal/components/renew-button.tsx";

interface MemberActionsProps {
  /** renew_data as loaded: undefined while loading. */
  renewData: RenewData | undefined;
  renewDataFailed: boolean;
  onRetryRenewData: () => void;
  onRenew: () => void;
}

// spec §2: Renew My Membership, Change Password and Log Out beside the profile form.
export function MemberActions({ renewData, renewDataFailed, onRetryRenewData, onRenew }: MemberActionsProps) {
  const navigate = useNavigate();
  const { signOut, isPending } = useSignOut();

  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        {renewData && <RenewButton state={renewData.renewButton} onRenew={onRenew} />}
        {!renewData && !renewDataFailed && <Text size="sm">Checking your renewal…</Text>}
        {renewDataFailed && <LoadFailure what="renewal details" onRetry={onRetryRenewData} />}
        <Group gap="sm">
          <Button variant="outline" onClick={() => void navigate("/my-profile/change-password")}>
            Change Password
          </Button>
          <Button variant="outline" color="dark" loading={isPending} onClick={() => void signOut()}>
            Log Out
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
