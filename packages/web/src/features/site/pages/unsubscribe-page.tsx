import { Anchor, Button, Paper, Stack, Text } from "@mantine/core";
import { Link, useParams } from "react-router";
import { ApiError, errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { useUnsubscribe, useUnsubscribeStatus } from "../api/use-unsubscribe.ts";

/** What still arrives after unsubscribing: said before and after, so nobody fears missing their renewal. */
const stillArrives = "Renewal reminders and receipts for your payments will still be sent to you by e-mail.";

/**
 * Issue 15: the page an announcement's footer links to (/unsubscribe/{token}), for anyone holding the e-mail, signed
 * in or not. It shows the address the link belongs to (partly hidden) and one button.
 */
export function UnsubscribePage() {
  const { token = "" } = useParams();
  const { clubName, officeEmail, officePhone } = useSiteConfig();
  const status = useUnsubscribeStatus(token);
  const unsubscribe = useUnsubscribe(token);
  const unknown = status.error instanceof ApiError && status.error.status === 404;

  return (
    <Paper withBorder p="xl" maw={640} mx="auto">
      <PageTitle>Club announcements by e-mail</PageTitle>
      {status.isPending ? <LoadingState label="Loading…" /> : null}
      {unknown ? (
        <Stack gap="sm">
          <Text role="alert">
            This unsubscribe link is not valid. Please use the link in the most recent announcement you
            received.
          </Text>
          <Text>{`If you need help, contact the club office at ${officeEmail} or ${officePhone}.`}</Text>
        </Stack>
      ) : null}
      {status.isError && !unknown ? <ErrorLines errors={errorsOf(status.error)} /> : null}
      {status.data?.unsubscribed ? (
        <Stack gap="sm">
          <Text role="status" fw={700}>
            {`You are unsubscribed: ${status.data.email} will no longer get announcements from the ${clubName}.`}
          </Text>
          <Text>{stillArrives}</Text>
          <Text>{`Changed your mind? Contact the club office at ${officeEmail} or ${officePhone}.`}</Text>
        </Stack>
      ) : null}
      {status.data && !status.data.unsubscribed ? (
        <Stack gap="md" align="flex-start">
          <Text>{`This link belongs to the e-mail address ${status.data.email}.`}</Text>
          <Text>{`To stop getting announcements from the ${clubName} by e-mail, press the button below.`}</Text>
          <Text>{stillArrives}</Text>
          {/* On a phone the long label wraps inside the button instead of running off the screen. */}
          <Button
            size="lg"
            h="auto"
            mih={50}
            py={10}
            styles={{ label: { whiteSpace: "normal", textAlign: "center", lineHeight: 1.3 } }}
            onClick={() => unsubscribe.mutate()}
            loading={unsubscribe.isPending}
          >
            Unsubscribe from club announcements
          </Button>
          <ErrorLines errors={errorsOf(unsubscribe.error)} />
        </Stack>
      ) : null}
      <Anchor component={Link} to="/home" display="inline-block" mt="lg">
        Members section home
      </Anchor>
    </Paper>
  );
}
