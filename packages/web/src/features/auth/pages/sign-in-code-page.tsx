import {
  requestSignInCodeSchema,
  signInCodeLength,
  signInCodeMinutes,
} from "@club/domain/sign-in-code.schema";
import { Alert, Anchor, Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { Link, useLocation, useParams } from "react-router";
import { ApiError, errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { useLoginWithCode, useLoginWithLink, useRequestSignInCode } from "../api/use-sign-in-code.ts";

const labels = { email: "Email", code: "Code", token: "Sign-in link" };

// Issue 43: /login/code asks for the address, then for the six digits mailed to it; /login/code/{token} is the
// link in that mail, which signs in on a tap (mail apps open links to check them: opening must not use it up).
export function SignInCodePage() {
  const { token } = useParams();
  return (
    <Paper withBorder p="xl" maw={560} mx="auto">
      <PageTitle>Sign In With a Code</PageTitle>
      {token ? <SignInWithLink key={token} token={token} /> : <SignInWithCode />}
      <Anchor component={Link} to="/login" display="inline-block" mt="lg">
        Back To Login
      </Anchor>
    </Paper>
  );
}

function RememberMe({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox
      label="Remember me"
      name="rememberMe"
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

function SignInWithCode() {
  const request = useRequestSignInCode();
  const login = useLoginWithCode();
  // The address typed on the login page before its "E-mail me a sign-in code" was followed, if any.
  const { state } = useLocation();
  const [email, setEmail] = useState(() => {
    const typed = (state as { email?: unknown } | null)?.email;
    return typeof typed === "string" ? typed : "";
  });
  const [emailError, setEmailError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string>();
  const [rememberMe, setRememberMe] = useState(false);

  function ask(event?: FormEvent) {
    event?.preventDefault();
    const parsed = requestSignInCodeSchema.safeParse({ email });
    setEmailError(parsed.error?.issues[0]?.message);
    if (!parsed.success) return;
    login.reset();
    request.mutate(parsed.data.email, {
      onSuccess: () => {
        setSentTo(parsed.data.email);
        setCode("");
      },
    });
  }

  function signIn(event: FormEvent) {
    event.preventDefault();
    const digits = code.replace(/[\s-]/g, "");
    const wrongLength = !new RegExp(`^\\d{${signInCodeLength}}$`).test(digits);
    setCodeError(wrongLength ? `Enter the ${signInCodeLength} digits from the e-mail` : undefined);
    if (wrongLength || !sentTo) return;
    login.mutate({ email: sentTo, code: digits, rememberMe });
  }

  if (!sentTo) {
    return (
      <form onSubmit={ask} noValidate>
        <Stack gap="md">
          <Text>
            We will e-mail you a code of {signInCodeLength} digits to sign in with, instead of your password.
            It works once, for {signInCodeMinutes} minutes.
          </Text>
          <ErrorLines errors={errorsOf(request.error)} labels={labels} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            name="email"
            value={email}
            error={emailError}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <Button type="submit" loading={request.isPending} style={{ alignSelf: "flex-start" }}>
            E-mail Me a Code
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <form onSubmit={signIn} noValidate>
      <Stack gap="md">
        <Alert role="status" color="blue">
          {request.data?.message}
        </Alert>
        <Text>
          Type the code from the e-mail sent to <strong>{sentTo}</strong>, or open the link in that e-mail on
          this device.
        </Text>
        <ErrorLines errors={errorsOf(login.error ?? request.error)} labels={labels} />
        <TextInput
          label="Code from the e-mail"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={signInCodeLength + 2}
          size="lg"
          value={code}
          error={codeError}
          onChange={(event) => setCode(event.currentTarget.value)}
          styles={{ input: { letterSpacing: "0.3em", maxWidth: "12rem" } }}
        />
        <RememberMe checked={rememberMe} onChange={setRememberMe} />
        <Group gap="sm">
          <Button type="submit" loading={login.isPending}>
            Sign In
          </Button>
          <Button type="button" variant="outline" loading={request.isPending} onClick={() => ask()}>
            Send a New Code
          </Button>
        </Group>
        <Anchor
          component="button"
          type="button"
          style={{ alignSelf: "flex-start" }}
          onClick={() => {
            setSentTo(undefined);
            request.reset();
            login.reset();
          }}
        >
          Use a different email
        </Anchor>
      </Stack>
    </form>
  );
}

function SignInWithLink({ token }: { token: string }) {
  const login = useLoginWithLink();
  const [rememberMe, setRememberMe] = useState(false);
  if (login.error instanceof ApiError && login.error.status === 410) {
    return (
      <Stack gap="md">
        <Alert color="yellow" variant="light" role="alert">
          <Stack gap="xs">
            <Title order={2} size="h3">
              This sign-in link cannot be used
            </Title>
            <Text size="lg">{login.error.message}</Text>
          </Stack>
        </Alert>
        <Button component={Link} to="/login/code" style={{ alignSelf: "flex-start" }}>
          E-mail Me a New Code
        </Button>
      </Stack>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        login.mutate({ token, rememberMe });
      }}
      noValidate
    >
      <Stack gap="md">
        <Text>Sign in on this device with the link from your e-mail.</Text>
        <ErrorLines errors={errorsOf(login.error)} labels={labels} />
        <RememberMe checked={rememberMe} onChange={setRememberMe} />
        <Button type="submit" loading={login.isPending} style={{ alignSelf: "flex-start" }}>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
