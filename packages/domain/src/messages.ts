// The spec's exact user-facing texts (§5, §8). Tests assert these strings, so change them only with the spec.

const strengthRule =
  "must be at least ten characters with at least one number, upper-case letter and lower-case letter.";

export const messages = {
  emailRequired: "Email is required",
  emailFormat: "Wrong email format",
  passwordRequired: "Password is required",
  passwordWeak: `Password does not meet security requirements. Password ${strengthRule}`,
  passwordTooLong: "Password may not exceed 128 characters",
  confirmPasswordRequired: "Confirm Password is required",
  passwordMismatch:
    'Input into "password" and "confirm password" fields does not match. Please correct and re-submit.',
  currentPasswordRequired: "Current Password required",
  newPasswordRequiredShort: "New Password required",
  newPasswordRequired: "New Password is required",
  newPasswordSameAsCurrent:
    'Input into "Current Password" and "New Password" fields cannot match. Please correct and re-submit.',
  newPasswordWeak: `New Password does not meet security requirements. Password ${strengthRule}`,
  newPasswordMismatch: "Passwords do not Match: Please Try again.",
  internetConnectionError: "Internet connection error",
  notFound: "Not Found",
  passwordUpdated: "Your password was successfully updated",
  memberInfoUpdated: "Member Info was successfully updated",
} as const;

/** Messages of the server that the spec leaves to us (decisions.md lists them). */
export const serverMessages = {
  invalidCredentials: "The email or password is incorrect",
  signInRequired: "Please sign in to continue",
  currentPasswordWrong: "Current Password is incorrect",
  resetTokenInvalid: "This password reset link is invalid or has expired. Please request a new one.",
  resetRequested: "If that email belongs to a member, a link to reset the password has been sent to it.",
  passwordReset: "Your password has been reset. You can now log in with your new password.",
  tooManyRequests: "Too many attempts. Please wait a few minutes and try again.",
  notFound: "Not Found",
  forbidden: "You are not allowed to do that",
  invalidJson: "The request body is not valid JSON",
  internal: "Something went wrong on our side. Please try again later.",
} as const;
