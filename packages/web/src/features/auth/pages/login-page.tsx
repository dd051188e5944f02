import { Paper, Text } from "@mantine/core";
import { PageTitle } from "../../../components/page-title.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { LoginForm } from "../components/login-form.tsx";

export function LoginPage() {
  const { clubName } = useSiteConfig();
  return (
    <Paper withBorder p="xl" maw={520} mx="auto">
      <PageTitle>Login</PageTitle>
      <Text mb="lg">Sign in to the members section of the {clubName}.</Text>
      <LoginForm />
    </Paper>
  );
}
