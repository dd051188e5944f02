import { changePasswordSchema, newPasswordFormSchema } from "@club/domain/auth.schema";
import { messages } from "@club/domain/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Paper, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useForm } from "react-hook-form";
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
    <>
      <PageTitle>Choose a Password</PageTitle>
      <Paper withBorder p="lg" maw={560}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Text>
              You sign in with a code we e-mail you. You may also choose a password, to sign in without
              waiting for the e-mail.
            </Text>
            <ErrorLines errors={errorsOf(setPassword.error)} labels={changePasswordLabels} />
            <PasswordField
              label="New Password"
              description="At least ten characters with at least one number, upper-case letter and lower-case letter."
              autoComplete="new-password"
              error={shown("password") && errors.password?.message}
              {...form.register("password", { deps: ["passwordConfirmation"] })}
            />
            <PasswordField
              label="Confirm New Password"
              autoComplete="new-password"
              error={shown("passwordConfirmation") && errors.passwordConfirmation?.message}
              {...form.register("passwordConfirmation", { deps: ["password"] })}
            />
            <Button type="submit" loading={setPassword.isPending} style={{ alignSelf: "flex-start" }}>
              Choose Password
            </Button>
          </Stack>
        </form>
      </Paper>
    </>
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
    <>
      <PageTitle>Change Password</PageTitle>
      <Paper withBorder p="lg" maw={560}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <ErrorLines errors={errorsOf(changePassword.error)} labels={changePasswordLabels} />
            <PasswordField
              label="Current Password"
              autoComplete="current-password"
              error={shown("currentPassword") && errors.currentPassword?.message}
              {...form.register("currentPassword", { deps: ["password"] })}
            />
            <PasswordField
              label="New Password"
              description="At least ten characters with at least one number, upper-case letter and lower-case letter."
              autoComplete="new-password"
              error={shown("password") && errors.password?.message}
              {...form.register("password", { deps: ["passwordConfirmation"] })}
            />
            <PasswordField
              label="Confirm New Password"
              autoComplete="new-password"
              error={shown("passwordConfirmation") && errors.passwordConfirmation?.message}
              {...form.register("passwordConfirmation", { deps: ["password"] })}
            />
            <Button type="submit" loading={changePassword.isPending} style={{ alignSelf: "flex-start" }}>
              Change Password
            </Button>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
