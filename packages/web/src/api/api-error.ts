import { messages } from "@club/domain/messages";

export type FieldErrors = Record<string, string[]>;

/** A failed call: the HTTP status (0 when no response arrived) and the server's field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;

  constructor(status: number, errors: FieldErrors) {
    super(Object.values(errors).flat()[0] ?? `Request failed with status ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.errors = errors;
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
