import type { MemberSearchProfile } from "@club/domain/search.schema";
import { Button, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useProfile } from "../../../api/use-profile.ts";
import { MemberMessageDialog } from "./member-message-dialog.tsx";

type Recipient = Pick<MemberSearchProfile, "memberNo" | "firstName" | "lastName" | "email">;

/**
 * Issue 30: on another member's directory page, the way to write to them through the club, which is the only way
 * when they hide their e-mail. Not on the member's own page (the profile says who is signed in).
 */
export function SendMessageButton({ member }: { member: Recipient }) {
  const profile = useProfile();
  const [opened, setOpened] = useState(false);
  if (!profile.data || profile.data.memberNo === member.memberNo) return null;
  return (
    <Stack gap={4} align="flex-start">
      <Button variant="outline" onClick={() => setOpened(true)}>
        Send a message
      </Button>
      {member.email === null ? (
        <Text size="sm">
          {member.firstName} does not show their e-mail address: the club passes your message on.
        </Text>
      ) : null}
      <MemberMessageDialog opened={opened} onClose={() => setOpened(false)} recipient={member} />
    </Stack>
  );
}
