import { Anchor, Paper } from "@mantine/core";
import { Link, useParams } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { NewPasswordForm } from "../components/new-password-form.tsx";
import { RequestResetForm } from "../components/request-reset-form.tsx";

// spec §2: /reset-password asks for the e-mail; /reset-password/{token} sets the new password.
export function ForgotPasswordPage() {
  const { token } = useParams();
  return (
    <Paper withBorder p="xl" maw={560} mx="auto">
      <PageTitle>Forgot Your Password?</PageTitle>
      {token ? <NewPasswordForm key={token} token={token} /> : <RequestResetForm />}
      <Anchor component={Link} to="/login" display="inline-block" mt="lg">
        Back To Login
      </Anchor>
    </Paper>
  );
}
