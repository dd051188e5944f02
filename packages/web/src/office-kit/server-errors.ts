import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError, errorsOf, type FieldErrors } from "../api/api-error.ts";
import { formFieldOf } from "./body-resolver.ts";

/**
 * A refused write's errors (422, 409: `{errors: {email: ["has already been taken"]}}`): each one that names a field
 * of the form shows at that field; the rest are returned, to be listed above the form's buttons. What was typed
 * stays.
 */
export function showServerErrors<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  error: unknown,
  fields: readonly string[],
): FieldErrors | undefined {
  const errors = errorsOf(error);
  if (!errors) return undefined;
  if (!(error instanceof ApiError)) return errors;
  const rest: FieldErrors = {};
  let first = true;
  for (const [name, messages] of Object.entries(errors)) {
    const field = formFieldOf(name.split("."));
    if (fields.includes(field)) {
      form.setError(
        field as Path<Values>,
        { type: "server", message: messages.join(" ") },
        { shouldFocus: first },
      );
      first = false;
    } else {
      rest[name] = messages;
    }
  }
  return Object.keys(rest).length > 0 ? rest : undefined;
}
