import { ApiError } from "../../../api/api-error.ts";

/**
 * The server's refusal of an office call until this session has proved the second factor: 403 under the field
 * `twoFactor` (issue 13). Any office call may answer it (the proof lasts a while, not forever).
 */
export function isTwoFactorRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403 && error.errors.twoFactor !== undefined;
}
