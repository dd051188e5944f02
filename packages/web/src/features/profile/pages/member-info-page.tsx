import { Box, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { Fragment } from "react";
import { useNavigate } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { useSignOut } from "../../../lib/use-sign-out.ts";
import { useProfile } from "../api/use-profile.ts";

// spec §2: the member's own details (read-only in this issue; the editable form follows).
export function MemberInfoPage() {
  const { data: profile } = useProfile();
  const navigate = useNavigate();
  const { signOut, isPending } = useSignOut();
  if (!profile) return null;

  // The name itself heads the profile area (the layout's welcome line), so it is not repeated here.
  const rows = [
    { label: "Member Number", value: String(profile.memberNo) },
    { label: "Email", value: profile.email },
  ];

  return (
    <>
      <PageTitle>Member Info</PageTitle>
      <Stack gap="lg" maw={720}>
        <Paper withBorder p="lg">
          <Box
            component="dl"
            m={0}
            style={{ display: "grid", gridTemplateColumns: "max-content 1fr", gap: "0.5rem 1.5rem" }}
          >
            {rows.map((row) => (
              <Fragment key={row.label}>
                <Text component="dt" fw={700}>
                  {row.label}
                </Text>
                <Text component="dd" m={0} style={{ overflowWrap: "anywhere" }}>
                  {row.value}
                </Text>
              </Fragment>
            ))}
          </Box>
        </Paper>
        <Group gap="sm">
          <Button variant="outline" onClick={() => void navigate("/my-profile/change-password")}>
            Change Password
          </Button>
          <Button variant="outline" color="dark" loading={isPending} onClick={() => void signOut()}>
            Log Out
          </Button>
        </Group>
      </Stack>
    </>
  );
}
