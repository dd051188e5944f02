import type { ErrorBody } from "@club/domain/errors.schema";
import type { z } from "zod";
import { AppError, type ErrorCode } from "./app-error.ts";

/** What a failed check says about one value: where it is and what is wrong with it. */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

export interface FieldErrorsOptions {
  /** A key the payload travels under (`member`, see member-envelope.ts): the field a user sees is the one inside it. */
  envelope?: string;
}

/**
 * The one mapping from validation issues to the error body: dotted field names, every message of a field in
 * order, and `base` for an issue about the whole value.
 */
export function fieldErrorsOf(
  issues: readonly FieldIssue[],
  options: FieldErrorsOptions = {},
): ErrorBody["errors"] {
  const errors: ErrorBody["errors"] = {};
  for (const issue of issues) {
    const path =
      options.envelope !== undefined && issue.path[0] === options.envelope ? issue.path.slice(1) : issue.path;
    const key = path.map(String).join(".") || "base";
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

/** Input a service or route checked itself with a zod schema and found wrong: a 400 naming the fields. */
export const invalidInput = (error: z.ZodError, code: ErrorCode = "invalid_input") =>
  new AppError(code, fieldErrorsOf(error.issues));
