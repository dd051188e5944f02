import { ApiError } from "./api-error.ts";

/** The server's refusal of a page for members in good standing: 403 under the field `membership`. */
export function isMembershipRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403 && error.errors.membership !== undefined;
}
