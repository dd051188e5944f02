import { renewalLinkMessages } from "@club/domain/renewal-link.schema";
import { Alert, Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { errorsOf } from "../../../api/api-error.ts";
import { LoadingState } from "../../../components/loading-state.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { useRenewalLink } from "../api/use-renewal-link.ts";

/**
 * Issue 15: /renew/{token} from a reminder, /r/{code} typed or scanned from a letter. The link signs the member in
 * and opens the one-tap renewal of last year's choices (issue 25); a forged, expired or used link says so and shows
 * the way in: to renew, or, once the year is renewed, to see the membership.
 */
export function RenewalLinkPage() {
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const exchange = useRenewalLink();
  const asked = useRef(false);

  useEffect(() => {
    // Once per page, also under StrictMode's double effects: each try counts against the address's limit.
    if (asked.current) return;
    asked.current = true;
    exchange.mutate(token, {
      onSuccess: () => void navigate("/my-profile/renew", { replace: true }),
    });
  }, [exchange, navigate, token]);

  if (!exchange.isError) return <LoadingState label="Opening your renewal…" />;
  const errors = errorsOf(exchange.error) ?? {};
  const reason = errors.token?.[0] ?? errors.base?.[0] ?? "This renewal link cannot be used.";
  // The error body has no code; the used link's message is the domain's one constant for it.
  if (reason === renewalLinkMessages.used) return <AlreadyRenewed reason={reason} />;
  return (
    <Stack gap="lg" maw={640}>
      <PageTitle>Renewal link</PageTitle>
      <Alert color="yellow" variant="light" role="alert">
        <Stack gap="xs">
          <Title order={2} size="h3">
            This link cannot open your renewal
          </Title>
          <Text size="lg">{reason}</Text>
        </Stack>
      </Alert>
      <Text size="lg">
        Sign in with your e-mail address and password, then choose Renew My Membership on your Member Info
        page.
      </Text>
      <Group gap="xl">
        <Button component={Link} to="/login" size="md">
          Sign in to renew
        </Button>
        <Anchor component={Link} to="/reset-password" size="lg">
          Forgot your password?
        </Anchor>
      </Group>
    </Stack>
  );
}

/** The link's year is renewed already: nothing to pay, so the way in leads to the membership, not a renewal. */
function AlreadyRenewed({ reason }: { reason: string }) {
  return (
    <Stack gap="lg" maw={640}>
      <PageTitle>Renewal link</PageTitle>
      <Alert color="blue" variant="light" role="status">
        <Stack gap="xs">
          <Title order={2} size="h3">
            Your membership is already renewed
          </Title>
          <Text size="lg">{reason}</Text>
        </Stack>
      </Alert>
      <Group gap="xl">
        <Button component={Link} to="/login" size="md">
          Sign in to see your membership
        </Button>
        <Anchor component={Link} to="/reset-password" size="lg">
          Forgot your password?
        </Anchor>
      </Group>
    </Stack>
  );
}
