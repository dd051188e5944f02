import { useEffect, useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { FieldErrors } from "../../../api/api-error.ts";

/**
 * A dialog that asks, then asks again (a refund, a rejection): the form, then its question with the amounts or the
 * reason. Each opening starts afresh with `emptyValues`; the question is read from its first button, which takes
 * the focus; `toConfirm` checks the form and moves on; errors the server names at no field are kept apart.
 */
export function useTwoStepDialog<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  opened: unknown,
  emptyValues: Values,
) {
  const [step, setStep] = useState<"form" | "confirm">("form");
  const [otherErrors, setOtherErrors] = useState<FieldErrors | undefined>();
  const backRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (opened) {
      form.reset(emptyValues);
      setStep("form");
      setOtherErrors(undefined);
    }
  }, [opened, form, emptyValues]);

  useEffect(() => {
    if (step === "confirm") backRef.current?.focus();
  }, [step]);

  const toConfirm = form.handleSubmit(() => {
    setOtherErrors(undefined);
    setStep("confirm");
  });

  return { step, setStep, otherErrors, setOtherErrors, backRef, toConfirm };
}
