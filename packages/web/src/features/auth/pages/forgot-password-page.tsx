import { Alert, Anchor, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { Link, useParams } from "react-router";
import { ApiError, errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { useResetLinkCheck } from "../api/use-reset-link.ts";
import { NewPasswordForm } from "../components/new-password-form.tsx";
import { RequestResetForm } from "../components/request-reset-form.tsx";

// spec §2: /reset-password asks for the e-mail; /reset-password/{token} sets the new password.
export function ForgotPasswordPage() {
  const { token } = useParams();
  return (
    <Paper withBorder p="xl" maw={560} mx="auto">
      <PageTitle>Forgot Your Password?</PageTitle>
      {token ? <ResetWithLink key={token} token={token} /> : <RequestResetForm />}
      <Anchor component={Link} to="/login" display="inline-block" mt="lg">
        Back To Login
      </Anchor>
    </Paper>
  );
}

/** The link is checked as the page opens: a used or expired one says so before any password is typed. */
function ResetWithLink({ token }: { token: string }) {
  const check = useResetLinkCheck(token);
  if (check.isPending) return <LoadingState label="Checking your link…" />;
  if (check.isSuccess) return <NewPasswordForm token={token} />;
  const refused =
    check.error instanceof ApiError && (check.error.status === 404 || check.error.status === 410);
  if (refused) return <LinkRefused reason={check.error.message} />;
  return (
    <Stack gap="md">
      <ErrorLines errors={errorsOf(check.error)} />
      <Button
        type="button"
        variant="outline"
        style={{ alignSelf: "flex-start" }}
        onClick={() => void check.refetch()}
      >
        Try again
      </Button>
    </Stack>
  );
}

/** A link that cannot set a password: why, and the form that mails a new one. */
function LinkRefused({ reason }: { reason: string }) {
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" role="alert">
        <Stack gap="xs">
          <Title order={2} size="h3">
            This reset link cannot be used
          </Title>
          <Text size="lg">{reason}</Text>
        </Stack>
      </Alert>
      <Title order={2} size="h3">
        Ask for a new link
      </Title>
      <RequestResetForm />
    </Stack>
  );
}
