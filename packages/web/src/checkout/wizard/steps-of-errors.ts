import type { FieldErrors } from "../../api/api-error.ts";
import type { StepNumber } from "./wizard-state.ts";

/** Which step asks for each field the server may name, from the fields each step lists (steps count from 1). */
export function stepByFieldOf(steps: readonly { fields: readonly string[] }[]): Record<string, StepNumber> {
  return Object.fromEntries(
    steps.flatMap((step, index) => step.fields.map((field) => [field, (index + 1) as StepNumber])),
  );
}

/** The earlier steps whose fields the server's errors name ("associate.firstName" belongs to step 4). */
export function stepsOfErrors(errors: FieldErrors, stepByField: Record<string, StepNumber>): StepNumber[] {
  const steps = Object.keys(errors).flatMap((field) => {
    const step = stepByField[field.split(".")[0] ?? field];
    return step ? [step] : [];
  });
  return [...new Set(steps)].sort((a, b) => a - b);
}
