import { newPasswordFormSchema } from "@club/domain/auth.schema";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Stack, Text } from "@mantine/core";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { PasswordField } from "../../../components/password-field.tsx";
import { useResetPassword } from "../api/use-reset-password.ts";
import { openSuccessModal } from "./success-modal.ts";

// spec §2: with the token from the e-mailed link, the member chooses a new password.
export function NewPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    mode: "onTouched",
    defaultValues: { password: "", passwordConfirmation: "" },
  });
  const { errors, touchedFields, isSubmitted } = form.formState;
  // The confirmation is re-checked when the new password changes (`deps`); a message shows only once
  // its own field was touched (spec §8) or the form submitted.
  const shown = (name: keyof typeof touchedFields) => touchedFields[name] === true || isSubmitted;

  const onSubmit = form.handleSubmit((values) => {
    reset.mutate(
      { ...values, resetPasswordToken: token },
      {
        onSuccess: ({ message }) => {
          form.reset();
          openSuccessModal({ title: "Reset Complete", message, onGoToLogin: () => void navigate("/login") });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text>
          Choose a new password: at least ten characters with at least one number, upper-case letter and
          lower-case letter.
        </Text>
        <ErrorLines errors={errorsOf(reset.error)} />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          error={shown("password") && errors.password?.message}
          {...form.register("password", { deps: ["passwordConfirmation"] })}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          error={shown("passwordConfirmation") && errors.passwordConfirmation?.message}
          {...form.register("passwordConfirmation")}
        />
        <Button type="submit" loading={reset.isPending} style={{ alignSelf: "flex-start" }}>
          Reset Password
        </Button>
      </Stack>
    </form>
  );
}
