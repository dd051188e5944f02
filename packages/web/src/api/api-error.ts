import type { ErrorBody } from "@club/domain/errors.schema";
import { messages } from "@club/domain/messages";

export type FieldErrors = Record<string, string[]>;
/** The record a conflict is about (e.g. the car that already has a serial number), when the server names it. */
export type ExistingRecord = NonNullable<ErrorBody["existing"]>;

/** A failed call: the HTTP status (0 when no response arrived), the server's field errors and, for a conflict, the record it names. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  readonly existing: ExistingRecord | undefined;

  constructor(status: number, errors: FieldErrors, existing?: ExistingRecord) {
    super(Object.values(errors).flat()[0] ?? `Request failed with status ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.errors = errors;
    this.existing = existing;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function networkError(): ApiError {
  return new ApiError(0, { base: [messages.internetConnectionError] });
}

/** The field errors of any thrown value, for forms that list them as lines. */
export function errorsOf(error: unknown): FieldErrors | undefined {
  if (!error) return undefined;
  if (error instanceof ApiError) return error.errors;
  return { base: [error instanceof Error ? error.message : String(error)] };
}
