import { requestResetPasswordSchema } from "@club/domain/auth.schema";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { useRequestResetPassword } from "../api/use-request-reset-password.ts";
import { openSuccessModal } from "./success-modal.ts";

// spec §2: without a token the forgot-password page asks for the e-mail to send a reset link to.
export function RequestResetForm() {
  const request = useRequestResetPassword();
  const form = useForm({
    resolver: zodResolver(requestResetPasswordSchema),
    mode: "onTouched",
    defaultValues: { email: "" },
  });

  const onSubmit = form.handleSubmit((values) => {
    request.mutate(values, {
      onSuccess: ({ message }) => {
        form.reset();
        openSuccessModal({ title: "Check Your Inbox", message });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text>
          Enter the email address of your membership and we will send you a link to reset your password.
        </Text>
        <ErrorLines errors={errorsOf(request.error)} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          error={form.formState.errors.email?.message}
          {...form.register("email")}
        />
        <Button type="submit" loading={request.isPending} style={{ alignSelf: "flex-start" }}>
          Send Reset Link
        </Button>
      </Stack>
    </form>
  );
}
