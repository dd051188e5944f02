import { createPasswordSchema, joinMessages } from "@club/domain/join.schema";
import { zodResolver } from "@hookform/resolvers/zod";
import { Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from "@mantine/core";
import { useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { errorsOf } from "../../../api/api-error.ts";
import { WizardButtons } from "../../../checkout/components/wizard-buttons.tsx";
import { useKeepTyped } from "../../../checkout/wizard/use-keep-typed.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { PasswordField } from "../../../components/password-field.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import type { AccountValues } from "../wizard/join-wizard-state.ts";
import { blocksContinue, useEmailCheck } from "../wizard/use-email-check.ts";

interface CreatePasswordStepProps {
  values: AccountValues;
  /** Each change, for the wizard to keep across a reload (it keeps the e-mail, never the passwords). */
  onType?: (values: AccountValues) => void;
  onNext: (values: AccountValues) => void;
  onBack: (values: AccountValues) => void;
}

// spec §4, §5: step 2; Continue waits for the e-mail availability check and stays off for a taken address.
export function CreatePasswordStep({ values, onType, onNext, onBack }: CreatePasswordStepProps) {
  const { contactUrl, joinWithoutPassword } = useSiteConfig();
  const form = useForm({
    resolver: zodResolver(createPasswordSchema),
    mode: "onTouched",
    defaultValues: values,
  });
  useKeepTyped(form, onType);
  const { errors, touchedFields, isSubmitted } = form.formState;
  const shown = (name: keyof AccountValues) => touchedFields[name] === true || isSubmitted;
  const email = useWatch({ control: form.control, name: "email" });
  // A choice kept from a visit when the club allowed it counts only while it still does.
  const skipPassword = useWatch({ control: form.control, name: "skipPassword" }) && joinWithoutPassword;
  const check = useEmailCheck(email);

  const onSubmit = form.handleSubmit(() => {
    if (check.status === "available") onNext({ ...form.getValues(), skipPassword });
  });

  const takenError = check.status === "taken" && (
    <>
      {joinMessages.emailTaken}. Please{" "}
      <Anchor component={Link} to="/login" inherit>
        log in
      </Anchor>{" "}
      or{" "}
      <Anchor href={contactUrl} inherit>
        contact the club
      </Anchor>
      .
    </>
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="email"
          error={(shown("email") && errors.email?.message) || takenError}
          {...form.register("email")}
        />
        <Text size="sm" role="status" aria-live="polite" c="dimmed">
          {check.status === "waiting" || check.status === "checking" ? "Checking the email address…" : ""}
          {check.status === "available" ? "This email address is available." : ""}
        </Text>
        {check.status === "failed" && (
          <Stack gap="xs">
            <ErrorLines errors={errorsOf(check.error)} />
            <Group>
              <Button type="button" variant="outline" size="compact-md" onClick={check.recheck}>
                Check the email again
              </Button>
            </Group>
          </Stack>
        )}
        {joinWithoutPassword ? (
          <Checkbox
            size="md"
            label="I will sign in with a code sent to my e-mail, without a password"
            description="You can choose a password later on your profile."
            {...form.register("skipPassword", { deps: ["password", "passwordConfirmation"] })}
          />
        ) : null}
        {skipPassword ? null : (
          <>
            <PasswordField
              label="Password"
              description="At least ten characters with at least one number, upper-case letter and lower-case letter."
              required
              autoComplete="new-password"
              error={shown("password") && errors.password?.message}
              {...form.register("password", { deps: ["passwordConfirmation"] })}
            />
            <PasswordField
              label="Confirm Password"
              required
              autoComplete="new-password"
              error={shown("passwordConfirmation") && errors.passwordConfirmation?.message}
              {...form.register("passwordConfirmation", { deps: ["password"] })}
            />
          </>
        )}
      </Stack>
      <WizardButtons onBack={() => onBack(form.getValues())} primaryDisabled={blocksContinue(check.status)} />
    </form>
  );
}
