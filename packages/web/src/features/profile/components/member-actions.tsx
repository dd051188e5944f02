import { Button, Group, Paper, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { useSignOut } from "../../../lib/use-sign-out.ts";

interface MemberActionsProps {
  /** The renewal's Renew My Membership button, or why it is not there yet. */
  renewAction: ReactNode;
}

// spec §2: Renew My Membership, Change Password and Log Out beside the profile form.
export function MemberActions({ renewAction }: MemberActionsProps) {
  const navigate = useNavigate();
  const { signOut, isPending } = useSignOut();

  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        {renewAction}
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
