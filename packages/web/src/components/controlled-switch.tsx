import { Switch } from "@mantine/core";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";

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
