import { twoFactorCodeSchema } from "@club/domain/office.schema";
import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { FieldErrors } from "../../../../api/api-error.ts";
import { ErrorLines } from "../../../../components/error-lines.tsx";
import { bodyResolver } from "../../../../office-kit/body-resolver.ts";
import { showServerErrors } from "../../../../office-kit/server-errors.ts";

interface CodeValues {
  code: string;
}

const resolver = bodyResolver(twoFactorCodeSchema, (values: CodeValues) => ({ code: values.code }));

interface CodeFormProps {
  label: string;
  description: string;
  submitLabel: string;
  /** A recovery code is letters and digits; a confirmation takes the app's digits only. */
  digitsOnly?: boolean;
  /** The page's one task (verifying): the field takes the focus when it appears. */
  focusFirst?: boolean;
  pending: boolean;
  /** Sends the code; calls back with the refusal, if any, so its message shows at the field. */
  onCode: (code: string, onError: (error: unknown) => void) => void;
}

/** One code field and its button; Enter sends it. A wrong code (422) shows at the field, which keeps it. */
export function CodeForm({
  label,
  description,
  submitLabel,
  digitsOnly = false,
  focusFirst = false,
  pending,
  onCode,
}: CodeFormProps) {
  const form = useForm<CodeValues>({ defaultValues: { code: "" }, resolver });
  const [otherErrors, setOtherErrors] = useState<FieldErrors | undefined>();
  const onSubmit = form.handleSubmit((values) => {
    setOtherErrors(undefined);
    onCode(values.code.trim(), (error) => setOtherErrors(showServerErrors(form, error, ["code"])));
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={submitLabel}>
      <Stack gap="sm" maw={420}>
        <TextInput
          label={label}
          description={description}
          autoComplete="one-time-code"
          inputMode={digitsOnly ? "numeric" : "text"}
          autoFocus={focusFirst}
          error={form.formState.errors.code?.message}
          {...form.register("code")}
        />
        <ErrorLines errors={otherErrors} />
        <Group>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
