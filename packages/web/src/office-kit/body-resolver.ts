import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/** The form field an issue of a request body names: "member.email" → "email" (the PUT's envelope is not a field). */
export function formFieldOf(path: readonly PropertyKey[]): string {
  const names = path.map(String);
  return (names[0] === "member" ? names.slice(1) : names).join(".");
}

interface BodyResolverOptions<Values> {
  /** Checks the body cannot make, e.g. an amount that is not dollars: field to message. */
  precheck?: (values: Values) => Record<string, string>;
}

/**
 * A form checked with the domain schema of the request it sends (one schema per contract): the form's values are
 * turned into the body, the body is parsed, and each issue is shown at the field it names.
 */
export function bodyResolver<Values extends FieldValues>(
  schema: z.ZodType,
  toBody: (values: Values) => unknown,
  { precheck }: BodyResolverOptions<Values> = {},
): Resolver<Values> {
  return async (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(precheck?.(values) ?? {})) {
      errors[field] = { type: "precheck", message };
    }
    const parsed = schema.safeParse(toBody(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = formFieldOf(issue.path) || "root";
        errors[field] ??= { type: issue.code, message: issue.message };
      }
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
