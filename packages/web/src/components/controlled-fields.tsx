// A form value held by react-hook-form and shown by a Mantine field that takes it as a controlled value.
import { type ComboboxStringGroupData, NativeSelect, Switch } from "@mantine/core";
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

interface ControlledSwitchProps<Values extends FieldValues, Submitted extends FieldValues = Values> {
  /** The form's control; `Submitted` is what its resolver makes of the values. */
  control: Control<Values, unknown, Submitted>;
  name: Path<Values>;
  label: string;
  /** What turning it on does, in words under the label. */
  description?: string;
}

/** A yes-or-no form value as a switch, its label beside it. */
export function ControlledSwitch<Values extends FieldValues, Submitted extends FieldValues = Values>({
  control,
  name,
  label,
  description,
}: ControlledSwitchProps<Values, Submitted>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Switch
          size="md"
          label={label}
          description={description}
          name={field.name}
          ref={field.ref}
          checked={field.value}
          onChange={(change) => field.onChange(change.currentTarget.checked)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          // Without on/off words, Mantine's empty track label is 3px wider than the track that hides it: cut words to
          // the fit check (issue 40). Nothing shows in it, so it goes.
          styles={{ trackLabel: { display: "none" } }}
        />
      )}
    />
  );
}
