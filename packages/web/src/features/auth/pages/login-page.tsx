import { serverMessages } from "@club/domain/messages";
import { Alert, Divider, Paper, Text } from "@mantine/core";
import { useLocation } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { cameFromRenewalLink } from "../../../lib/return-to.ts";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { LoginForm } from "../components/login-form.tsx";
import { PasskeySignIn } from "../components/passkey-sign-in.tsx";

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
      <Divider my="lg" />
      <PasskeySignIn />
    </Paper>
  );
}
