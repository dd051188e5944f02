import { type ComboboxStringGroupData, NativeSelect } from "@mantine/core";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";

interface ControlledSelectProps<Values extends FieldValues, Submitted extends FieldValues = Values> {
  /** The form's control; `Submitted` is what its resolver makes of the values. */
  control: Control<Values, unknown, Submitted>;
  name: Path<Values>;
  label: string;
  data: ComboboxStringGroupData;
  /** Marks the label with an asterisk (hidden from screen readers) without making the field required. */
  withAsterisk?: boolean;
  /** A required field: asterisk and aria-required (the form's own validation says what is missing). */
  required?: boolean;
  /** Called after the field takes a new value, e.g. to clear a field that depends on it. */
  onValueChange?: (value: string) => void;
  autoComplete?: string;
}

/** A native select held as a controlled form value, so options that arrive late still show it. */
export function ControlledSelect<Values extends FieldValues, Submitted extends FieldValues = Values>({
  control,
  name,
  label,
  data,
  withAsterisk,
  required,
  onValueChange,
  autoComplete,
}: ControlledSelectProps<Values, Submitted>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NativeSelect
          label={label}
          withAsterisk={withAsterisk}
          required={required}
          autoComplete={autoComplete}
          data={data}
          error={fieldState.error?.message}
          name={field.name}
          ref={field.ref}
          disabled={field.disabled}
          value={field.value ?? ""}
          onBlur={field.onBlur}
          onChange={(event) => {
            field.onChange(event.currentTarget.value);
            onValueChange?.(event.currentTarget.value);
          }}
        />
      )}
    />
  );
}
