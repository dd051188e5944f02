// spec §8: server errors are listed as lines with friendly field labels.
import type { FieldErrors } from "../api/api-error.ts";

export const fieldLabels: Record<string, string> = {
  email: "Email",
  password: "Password",
  currentPassword: "Current Password",
  passwordConfirmation: "Confirm Password",
  resetPasswordToken: "Reset link",
  rememberMe: "Remember me",
};

/** "zipCode" → "Zip code", for a field without a listed label. */
function humanize(field: string): string {
  const words = field
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/[_.]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function labelOf(field: string, labels: Record<string, string> = fieldLabels): string {
  const last = field.split(".").at(-1) ?? field;
  return labels[field] ?? labels[last] ?? humanize(last);
}

/** One line per message: "Label: message", the bare message for `base` or when it already names the field. */
export function formatErrorLines(
  errors: FieldErrors,
  labels: Record<string, string> = fieldLabels,
): string[] {
  return Object.entries(errors).flatMap(([field, fieldMessages]) =>
    fieldMessages.map((message) => {
      if (field === "base") return message;
      const label = labelOf(field, labels);
      return message.toLowerCase().startsWith(label.toLowerCase()) ? message : `${label}: ${message}`;
    }),
  );
}
