import { type ComboboxStringGroupData, NativeSelect } from "@mantine/core";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";

interface ControlledSelectProps<Values extends FieldValues> {
  control: Control<Values>;
  name: Path<Values>;
  label: string;
  data: ComboboxStringGroupData;
  /** Marks the label with an asterisk (hidden from screen readers) without making the field required. */
  withAsterisk?: boolean;
  /** Called after the field takes a new value, e.g. to clear a field that depends on it. */
  onValueChange?: (value: string) => void;
}

/** A native select held as a controlled form value, so options that arrive late still show it. */
export function ControlledSelect<Values extends FieldValues>({
  control,
  name,
  label,
  data,
  withAsterisk,
  onValueChange,
}: ControlledSelectProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NativeSelect
          label={label}
          withAsterisk={withAsterisk}
          data={data}
          error={fieldState.error?.message}
          name={field.name}
          ref={field.ref}
          value={field.value}
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
