import { TextInput } from "@mantine/core";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/** "From" and "To" days (YYYY-MM-DD, both included) with the browser's own date field. */
export function DateRangeFields<Values extends FieldValues & { from: string; to: string }>({
  form,
}: {
  form: UseFormReturn<Values>;
}) {
  const { errors } = form.formState;
  return (
    <>
      <TextInput
        label="From"
        type="date"
        error={errors.from?.message as string | undefined}
        {...form.register("from" as Path<Values>)}
      />
      <TextInput
        label="To"
        type="date"
        error={errors.to?.message as string | undefined}
        {...form.register("to" as Path<Values>)}
      />
    </>
  );
}
