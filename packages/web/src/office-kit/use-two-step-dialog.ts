import { useEffect, useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { FieldErrors } from "../api/api-error.ts";

/**
 * A dialog that asks, then asks again (a refund, a rejection, an event, a plan): the form, then its question with
 * what is about to change. Each opening (`opened` set) starts afresh from `valuesFor(opened)`; the question is read
 * from its first button, which takes the focus; `toConfirm` checks the form and moves on; errors the server names
 * at no field are kept apart.
 */
export function useTwoStepDialog<Values extends FieldValues, Opened>(
  form: UseFormReturn<Values>,
  opened: Opened | null | undefined,
  valuesFor: (opened: Opened) => Values,
) {
  const [step, setStep] = useState<"form" | "confirm">("form");
  const [otherErrors, setOtherErrors] = useState<FieldErrors | undefined>();
  const backRef = useRef<HTMLButtonElement>(null);
  // Read at each opening, not a reason to open again: callers pass a new function on every render.
  const valuesForOpening = useRef(valuesFor);
  valuesForOpening.current = valuesFor;

  useEffect(() => {
    if (opened === null || opened === undefined) return;
    form.reset(valuesForOpening.current(opened));
    setStep("form");
    setOtherErrors(undefined);
  }, [opened, form]);

  useEffect(() => {
    if (step === "confirm") backRef.current?.focus();
  }, [step]);

  const toConfirm = form.handleSubmit(() => {
    setOtherErrors(undefined);
    setStep("confirm");
  });

  return { step, setStep, otherErrors, setOtherErrors, backRef, toConfirm };
}
