import { Checkbox } from "@mantine/core";
import { Controller, type UseFormReturn } from "react-hook-form";
import type { SettingsValues } from "./settings-values.ts";

/** A yes-or-no setting of the form, with what it does in words under it. */
export function SettingCheckbox({
  form,
  name,
  label,
  description,
}: {
  form: UseFormReturn<SettingsValues>;
  name: "judgesNamedOnSheets" | "joinWithoutPassword" | "marketplace.public";
  label: string;
  description: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Checkbox
          size="md"
          label={label}
          description={description}
          name={field.name}
          ref={field.ref}
          checked={field.value}
          onChange={(change) => field.onChange(change.currentTarget.checked)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
