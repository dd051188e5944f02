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

/** Messages of the shared field rules (fields.schema.ts); an error is keyed by its field, so none names it. */
export const fieldMessages = {
  invalidCharacter: "Contains a character that is not allowed",
  lineBreak: "Must be on one line (no line breaks)",
  numberTooLarge: "Must be 2147483647 or less",
  numberTooSmall: "Must be -2147483648 or more",
} as const;

/** Messages of the server that the spec leaves to us (decisions.md lists them). */
export const serverMessages = {
  invalidCredentials: "The email or password is incorrect",
  signInRequired: "Please sign in to continue",
  currentPasswordWrong: "Current Password is incorrect",
  resetTokenInvalid: "This password reset link is invalid or has expired. Please request a new one.",
  resetLinkUnknown: "This password reset link is not valid. Please request a new one.",
  resetLinkUsed:
    "This password reset link has already been used or is no longer valid. Please request a new one.",
  resetLinkExpired: "This password reset link has expired. Please request a new one.",
  resetRequested: "If that email belongs to a member, a link to reset the password has been sent to it.",
  passwordReset: "Your password has been reset. You can now log in with your new password.",
  // Issue 43: a sign-in code by e-mail. The same words whether or not the address is a member's.
  signInCodeSent:
    "If that email belongs to a member, we have sent a sign-in code to it. It works for 10 minutes.",
  signInCodeWrong: "That code is not right, or it has expired. Please check it or ask for a new one.",
  signInLinkUsed: "This sign-in link has expired or was already used. Please ask for a new code.",
  passwordAlreadySet: "You already have a password. Change it with your current one.",
  passwordSet: "Your password is set. You can sign in with it, or with a code by e-mail.",
  tooManyRequests: "Too many attempts. Please wait a few minutes and try again.",
  busy: "Many members are asking at this moment. Please try again in a minute.",
  notFound: "Not Found",
  forbidden: "You are not allowed to do that",
  officeSignsInWithPassword: "Office accounts sign in with their password. Please sign in.",
  accountClosed: "This account is closed. Please contact the club office.",
  // Issue 39: a renewal link's session renews and pays, nothing else.
  renewalLinkOnly: "Please sign in to do this. Your renewal link only lets you renew your membership.",
  invalidJson: "The request body is not valid JSON",
  invalidUrl: "The address of this request is not valid",
  formUnreadable: "The form could not be read. Please send it again.",
  formTooLarge: "The form has too many fields or files, or a file that is too large",
  internal: "Something went wrong on our side. Please try again later.",
  unavailable: "The portal is briefly unavailable. Please try again in a minute.",
} as const;

/** Issue 43: passkeys (WebAuthn), added on Member Info and used to sign in or as an office account's second factor. */
export const passkeyMessages = {
  nameRequired: "Give the passkey a name, such as the phone or computer it is on",
  nameTooLong: "Keep the name to 60 characters",
  credentialUnreadable: "The passkey's answer could not be read. Please try again.",
  // An unknown passkey and an account that may not sign in read alike: the reply tells nothing of the member.
  notRecognised: "This passkey was not recognised. Please sign in with your email and password.",
  requestExpired: "This passkey request has expired or was already used. Please try again.",
  notVerified: "The passkey could not be checked. Please try again.",
  alreadyAdded: "This passkey is already added to an account.",
  noPasskey: "This account has no passkey. Add one on Member Info first.",
  // The browser's side (the web client): the member cancelled, or the browser cannot make or use passkeys.
  cancelled: "The passkey was not used: it was cancelled or the time ran out. Please try again.",
  notSupported: "This browser cannot use passkeys. Please sign in with your email and password.",
  added: "Your passkey was added",
  renamed: "Your passkey was renamed",
  removed: "Your passkey was removed",
} as const;

/** Messages of the web client that the spec leaves to us. */
export const clientMessages = {
  // A reply that is not JSON or not the shape its schema says (a proxy's page, a server of another version).
  replyUnreadable: "The server's reply could not be read. Please try again or contact the club office.",
} as const;

/** Why the directory refuses a member not in good standing: 403 under the field `membership` (decisions.md). */
export const directoryMessages = {
  unpaid:
    "The member directory is open to members in good standing only. Your membership has not started yet because its payment has not been received: please pay your membership dues.",
  lapsed:
    "The member directory is open to members in good standing only. Your membership has lapsed because its dues have expired: please renew your membership.",
} as const;
