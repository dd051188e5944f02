import { useEffect } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

/**
 * Hands a step's form values to the wizard's `keep` as they are typed (issue 25), so a reload keeps the open
 * step too.
 */
export function useKeepTyped<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  keep: ((values: Values) => void) | undefined,
) {
  useEffect(() => {
    if (!keep) return;
    const { unsubscribe } = form.watch(() => keep(form.getValues()));
    return unsubscribe;
  }, [form, keep]);
}
