import type { ErrorBody } from "@club/domain/errors.schema";
import { serverMessages } from "@club/domain/messages";

/** A failure the client should see, with a stable code for logs and tests and the errors body it gets. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly errors: ErrorBody["errors"],
  ) {
    super(code);
  }
}

export const unauthorized = (message: string = serverMessages.signInRequired) =>
  new AppError(401, "unauthorized", { base: [message] });

export const forbidden = () => new AppError(403, "forbidden", { base: [serverMessages.forbidden] });

export const notFound = () => new AppError(404, "not_found", { base: [serverMessages.notFound] });

/** A request that is well-formed but breaks a rule about one field. */
export const invalidField = (field: string, message: string, code = "invalid") =>
  new AppError(422, code, { [field]: [message] });
