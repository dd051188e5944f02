import { changePasswordSchema, newPasswordFormSchema } from "@club/domain/auth.schema";
import { messages } from "@club/domain/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Paper, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import type { FormEvent, ReactNode } from "react";
import { type UseFormRegisterReturn, useForm } from "react-hook-form";
import { errorsOf } from "../../../api/api-error.ts";
import { useProfile } from "../../../api/use-profile.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { fieldLabels } from "../../../components/field-labels.ts";
import { PageTitle } from "../../../components/page-title.tsx";
import { PasswordField } from "../../../components/password-field.tsx";
import { useChangePassword } from "../api/use-change-password.ts";
import { useSetPassword } from "../api/use-set-password.ts";

// On this form "password" is the new one, so its server errors read with this page's labels.
const changePasswordLabels = {
  ...fieldLabels,
  password: "New Password",
  passwordConfirmation: "Confirm New Password",
};

// spec §2, §5: current, new and confirmation; success toasts and resets the form. Issue 43: an account that joined
// without a password chooses its first one here, with no current one to give.
export function ChangePasswordPage() {
  const profile = useProfile();
  return profile.data?.hasPassword === false ? <ChoosePassword /> : <ChangePassword />;
}

/** A password field's wiring: its error (shown once touched) and what the form registers. */
interface PasswordInput {
  error: ReactNode;
  registration: UseFormRegisterReturn;
}

/** The page's frame: its title, the form's server errors, its fields and its one button. */
function PasswordForm({
  title,
  error,
  submit,
  pending,
  onSubmit,
  children,
}: {
  title: string;
  error: unknown;
  submit: string;
  pending: boolean;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Paper withBorder p="lg" maw={560}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <ErrorLines errors={errorsOf(error)} labels={changePasswordLabels} />
            {children}
            <Button type="submit" loading={pending} style={{ alignSelf: "flex-start" }}>
              {submit}
            </Button>
          </Stack>
        </form>
      </Paper>
    </>
  );
}

/** The new password and its confirmation, as both forms ask for them. */
function NewPasswordFields({
  password,
  confirmation,
}: {
  password: PasswordInput;
  confirmation: PasswordInput;
}) {
  return (
    <>
      <PasswordField
        label="New Password"
        description="At least ten characters with at least one number, upper-case letter and lower-case letter."
        autoComplete="new-password"
        error={password.error}
        {...password.registration}
      />
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
        error={confirmation.error}
        {...confirmation.registration}
      />
    </>
  );
}

function ChoosePassword() {
  const setPassword = useSetPassword();
  const form = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    mode: "onTouched",
    defaultValues: { password: "", passwordConfirmation: "" },
  });
  const { errors, touchedFields, isSubmitted } = form.formState;
  const shown = (name: keyof typeof touchedFields) => touchedFields[name] === true || isSubmitted;
  const onSubmit = form.handleSubmit((values) => {
    setPassword.mutate(values, {
      onSuccess: ({ message }) => notifications.show({ color: "green", message }),
    });
  });
  return (
    <PasswordForm
      title="Choose a Password"
      error={setPassword.error}
      submit="Choose Password"
      pending={setPassword.isPending}
      onSubmit={onSubmit}
    >
      <Text>
        You sign in with a code we e-mail you. You may also choose a password, to sign in without waiting for
        the e-mail.
      </Text>
      <NewPasswordFields
        password={{
          error: shown("password") && errors.password?.message,
          registration: form.register("password", { deps: ["passwordConfirmation"] }),
        }}
        confirmation={{
          error: shown("passwordConfirmation") && errors.passwordConfirmation?.message,
          registration: form.register("passwordConfirmation", { deps: ["password"] }),
        }}
      />
    </PasswordForm>
  );
}

function ChangePassword() {
  const changePassword = useChangePassword();
  const form = useForm({
    resolver: zodResolver(changePasswordSchema),
    mode: "onTouched",
    defaultValues: { currentPassword: "", password: "", passwordConfirmation: "" },
  });
  const { errors, touchedFields, isSubmitted } = form.formState;
  // Cross-field rules (new ≠ current, confirmation = new) re-check their partner fields through `deps`;
  // a message still shows only once its own field was touched (spec §8) or the form submitted.
  const shown = (name: keyof typeof touchedFields) => touchedFields[name] === true || isSubmitted;

  const onSubmit = form.handleSubmit((values) => {
    changePassword.mutate(values, {
      onSuccess: () => {
        form.reset();
        notifications.show({ color: "green", message: messages.passwordUpdated });
      },
    });
  });

  return (
    <PasswordForm
      title="Change Password"
      error={changePassword.error}
      submit="Change Password"
      pending={changePassword.isPending}
      onSubmit={onSubmit}
    >
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        error={shown("currentPassword") && errors.currentPassword?.message}
        {...form.register("currentPassword", { deps: ["password"] })}
      />
      <NewPasswordFields
        password={{
          error: shown("password") && errors.password?.message,
          registration: form.register("password", { deps: ["passwordConfirmation"] }),
        }}
        confirmation={{
          error: shown("passwordConfirmation") && errors.passwordConfirmation?.message,
          registration: form.register("passwordConfirmation", { deps: ["password"] }),
        }}
      />
    </PasswordForm>
  );
}
