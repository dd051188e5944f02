import { newPasswordFormSchema } from "@club/domain/auth.schema";
import {
  type ClaimCodeFormInput,
  type ClaimGreeting,
  claimCodeFormSchema,
  claimCodeLength,
  normaliseClaimCode,
} from "@club/domain/claim.schema";
import { emailSchema } from "@club/domain/fields.schema";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { errorsOf, type FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { PasswordField } from "../../../components/password-field.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { useClaimAccount, useClaimGreeting } from "../api/use-claim.ts";

// Issue 16: an imported member claims their account. /claim/{token} comes from the invitation e-mail (or the QR code
// of a letter); /claim alone first asks for the code printed on the letter. Either way the member then chooses a
// password, is signed in, and lands on their profile.

const claimedNotice = "Your account is ready and you are signed in. Welcome!";

/** Why a link or code cannot be used: the server's sentence for `token`, or a general one. */
function refusalOf(errors: FieldErrors | undefined): string | null {
  if (!errors) return null;
  return errors.token?.[0] ?? errors.base?.[0] ?? null;
}

export function ClaimPage() {
  const { token } = useParams();
  return (
    <Paper withBorder p="xl" maw={600} mx="auto">
      <PageTitle>Claim Your Account</PageTitle>
      {token ? <ClaimWithLink key={token} token={token} /> : <ClaimWithCode />}
    </Paper>
  );
}

function ClaimWithLink({ token }: { token: string }) {
  const greeting = useClaimGreeting(token);
  if (greeting.isPending) return <LoadingState label="Opening your invitation…" />;
  if (greeting.isError)
    return <ClaimRefused reason={refusalOf(errorsOf(greeting.error)) ?? "This claim link cannot be used."} />;
  return <NewPasswordStep token={token} greeting={greeting.data} />;
}

function ClaimWithCode() {
  const [code, setCode] = useState<string | null>(null);
  const greeting = useClaimGreeting(code);
  const form = useForm<ClaimCodeFormInput>({
    resolver: zodResolver(claimCodeFormSchema),
    mode: "onTouched",
    defaultValues: { code: "" },
  });

  if (code !== null && greeting.isSuccess)
    return (
      <Stack gap="md">
        <NewPasswordStep token={code} greeting={greeting.data} />
        <Button variant="subtle" style={{ alignSelf: "flex-start" }} onClick={() => setCode(null)}>
          Not you? Enter a different code
        </Button>
      </Stack>
    );

  const onSubmit = form.handleSubmit((values) => {
    const typed = normaliseClaimCode(values.code);
    // The same code again (after a refusal): ask again rather than show the cached answer.
    if (typed === code) void greeting.refetch();
    else setCode(typed);
  });
  const refusal = code !== null && greeting.isError ? refusalOf(errorsOf(greeting.error)) : null;
  const fieldError = form.formState.errors.code?.message ?? refusal;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="lg">
          Type the claim code from the letter the club sent you. It has {claimCodeLength} letters and numbers;
          spaces and dashes do not matter.
        </Text>
        <TextInput
          label="Claim code"
          size="lg"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maw={320}
          error={fieldError}
          {...form.register("code")}
        />
        {refusal && <OfficeContact />}
        <Button type="submit" size="md" loading={greeting.isFetching} style={{ alignSelf: "flex-start" }}>
          Continue
        </Button>
      </Stack>
    </form>
  );
}

function NewPasswordStep({ token, greeting }: { token: string; greeting: ClaimGreeting }) {
  const claim = useClaimAccount();
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    mode: "onTouched",
    defaultValues: { password: "", passwordConfirmation: "" },
  });
  const { errors, touchedFields, isSubmitted } = form.formState;
  // As on the reset-password page: the confirmation is re-checked when the password changes (`deps`), and a
  // message shows once its own field was touched or the form submitted.
  const shown = (name: keyof typeof touchedFields) => touchedFields[name] === true || isSubmitted;

  // A member invited by letter had no e-mail on the roster: the address they give is how they will sign in.
  const needsEmail = greeting.email === "";
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const checkEmail = () => {
    const checked = emailSchema.safeParse(email);
    setEmailError(checked.success ? null : (checked.error.issues[0]?.message ?? null));
    return checked.success;
  };

  const onSubmit = form.handleSubmit((values) => {
    if (needsEmail && !checkEmail()) return;
    claim.mutate(
      { token, ...values, ...(needsEmail ? { email } : {}) },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: claimedNotice });
          void navigate("/my-profile/member-info", { replace: true });
        },
      },
    );
  });

  const serverErrors = errorsOf(claim.error);
  const refusal = serverErrors?.token ? refusalOf(serverErrors) : null;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          Welcome, {greeting.firstName} {greeting.lastName}
        </Title>
        <Text size="lg">
          Choose a password for your account
          {greeting.email ? ` (you will sign in with your e-mail address ${greeting.email})` : ""}. It needs
          at least ten characters, with at least one number, one upper-case letter and one lower-case letter,
          and no spaces.
        </Text>
        {refusal ? <ClaimRefused reason={refusal} /> : <ErrorLines errors={serverErrors} />}
        {needsEmail ? (
          <TextInput
            label="Email Address"
            description="You will sign in with it, and the club will write to you there."
            size="lg"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            onBlur={() => email !== "" && checkEmail()}
            error={emailError ?? serverErrors?.email?.[0]}
          />
        ) : null}
        <PasswordField
          label="New Password"
          size="lg"
          autoComplete="new-password"
          error={shown("password") && errors.password?.message}
          {...form.register("password", { deps: ["passwordConfirmation"] })}
        />
        <PasswordField
          label="Confirm Password"
          size="lg"
          autoComplete="new-password"
          error={shown("passwordConfirmation") && errors.passwordConfirmation?.message}
          {...form.register("passwordConfirmation")}
        />
        <Button type="submit" size="md" loading={claim.isPending} style={{ alignSelf: "flex-start" }}>
          Claim My Account
        </Button>
      </Stack>
    </form>
  );
}

/** A link or code that cannot be used: why, and the ways on (sign in, or ask the office for a new one). */
function ClaimRefused({ reason }: { reason: string }) {
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" role="alert">
        <Stack gap="xs">
          <Title order={2} size="h3">
            This claim link or code cannot be used
          </Title>
          <Text size="lg">{reason}</Text>
        </Stack>
      </Alert>
      <Text size="lg">If you have already chosen a password, sign in with your e-mail address.</Text>
      <OfficeContact />
      <Group gap="xl">
        <Button component={Link} to="/login" size="md">
          Sign in
        </Button>
        <Anchor component={Link} to="/reset-password" size="lg">
          Forgot your password?
        </Anchor>
      </Group>
    </Stack>
  );
}

function OfficeContact() {
  const { officePhone, officeEmail } = useSiteConfig();
  return (
    <Text size="lg">
      For a new link or code, call the club office on{" "}
      <Anchor href={`tel:${officePhone.replace(/[^\d+]/g, "")}`}>{officePhone}</Anchor> or e-mail{" "}
      <Anchor href={`mailto:${officeEmail}`}>{officeEmail}</Anchor>.
    </Text>
  );
}
