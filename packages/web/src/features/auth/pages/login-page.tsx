import { serverMessages } from "@club/domain/messages";
import { Alert, Paper, Text } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { cameFromRenewalLink } from "../../../lib/return-to.ts";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { LoginForm } from "../components/login-form.tsx";

// Issue 43: the passkey's offer loads after the page runs, so /login stays within its 150 KB (issue 25).
const PasskeySignIn = lazy(async () => ({
  default: (await import("../components/passkey-sign-in.tsx")).PasskeySignIn,
}));

export function LoginPage() {
  const { clubName } = useSiteConfig();
  const { state } = useLocation();
  return (
    <Paper withBorder p="xl" maw={520} mx="auto">
      <PageTitle>Login</PageTitle>
      {cameFromRenewalLink(state) ? (
        <Alert role="status" color="blue" mb="lg">
          {serverMessages.renewalLinkOnly}
        </Alert>
      ) : null}
      <Text mb="lg">Sign in to the members section of the {clubName}.</Text>
      <LoginForm />
      <Suspense fallback={null}>
        <PasskeySignIn />
      </Suspense>
    </Paper>
  );
}
