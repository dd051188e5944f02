import type { MembershipStanding } from "@club/domain/membership.schema";
import { directoryMessages } from "@club/domain/messages";
import { Alert, Anchor, Button, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useSiteConfig } from "../lib/site-config-context.tsx";

const headings = {
  unpaid: "Your membership has not started yet",
  lapsed: "Your membership has lapsed",
} as const;

/**
 * Why a page for members in good standing (the directory) is closed to this member, and the way forward. An
 * unpaid joiner's open invoice cannot be reopened later, so they pay through Renew My Membership (enabled for
 * anyone without current dues) or ask the club office; a lapsed member renews.
 */
export function MembershipRequired({ standing }: { standing: Exclude<MembershipStanding, "active"> }) {
  const { officeEmail, officePhone } = useSiteConfig();
  return (
    <Alert color="yellow" variant="light" maw={720}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {headings[standing]}
        </Title>
        <Text>{directoryMessages[standing]}</Text>
        {standing === "unpaid" ? (
          <Text>
            Your payment when joining was not completed. You can pay your dues now with Renew My Membership on
            the Member Info page, or ask the club office about your open invoice at{" "}
            <Anchor href={`mailto:${officeEmail}`}>{officeEmail}</Anchor> or{" "}
            <Anchor href={`tel:${officePhone.replace(/[^\d+]/g, "")}`}>{officePhone}</Anchor>.
          </Text>
        ) : (
          <Text>You can renew now with Renew My Membership on the Member Info page.</Text>
        )}
        <Button component={Link} to="/my-profile/member-info" style={{ alignSelf: "flex-start" }}>
          {standing === "unpaid" ? "Go to Member Info to pay" : "Go to Member Info to renew"}
        </Button>
      </Stack>
    </Alert>
  );
}
