import { classicPetitionInputSchema, classicYearsError } from "@club/domain/classics.schema";
import type { FieldValues, Path, Resolver, UseFormReturn } from "react-hook-form";
import { ApiError, errorsOf, type FieldErrors } from "../../../api/api-error.ts";

/** The petition form's fields as typed: text each, the make and years as the selects' values ("" for none). */
export interface PetitionValues {
  makeId: string;
  model: string;
  firstYear: string;
  lastYear: string;
  evidence: string;
}

export const emptyPetitionValues: PetitionValues = {
  makeId: "",
  model: "",
  firstYear: "",
  lastYear: "",
  evidence: "",
};

const petitionFields = Object.keys(emptyPetitionValues);

/** What the form sends before the schema checked it: a select left on "Select" is a missing number. */
export function petitionBodyOf(values: PetitionValues): Record<keyof PetitionValues, unknown> {
  const chosen = (value: string) => (value === "" ? undefined : Number(value));
  return {
    makeId: chosen(values.makeId),
    model: values.model,
    firstYear: chosen(values.firstYear),
    lastYear: chosen(values.lastYear),
    evidence: values.evidence,
  };
}

/**
 * The form is checked with the request's own schema, and the years' order with the rule the server applies after
 * it (classicYearsError), so the member reads the server's words before sending.
 */
export const petitionResolver: Resolver<PetitionValues> = async (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  const parsed = classicPetitionInputSchema.safeParse(petitionBodyOf(values));
  if (parsed.success) {
    const yearsError = classicYearsError(parsed.data);
    if (yearsError) errors.lastYear = { type: "order", message: yearsError };
  } else {
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String).join(".") || "root";
      errors[field] ??= { type: issue.code, message: issue.message };
    }
  }
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  return { values: {}, errors };
};

/**
 * The server's refusal at the fields it names (the first one focused); what names no field of the form is returned
 * to be listed above the buttons. What was typed stays.
 */
export function showPetitionErrors<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  error: unknown,
): FieldErrors | undefined {
  const errors = errorsOf(error);
  if (!errors || !(error instanceof ApiError)) return errors;
  const rest: FieldErrors = {};
  let first = true;
  for (const [field, messages] of Object.entries(errors)) {
    if (petitionFields.includes(field)) {
      form.setError(
        field as Path<Values>,
        { type: "server", message: messages.join(" ") },
        { shouldFocus: first },
      );
      first = false;
    } else rest[field] = messages;
  }
  return Object.keys(rest).length > 0 ? rest : undefined;
}
