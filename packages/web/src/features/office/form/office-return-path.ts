import { twoFactorPath } from "../api/use-two-factor-refusal.ts";

/** Where the two-step sign-in continues to: the office page the user was sent from, else the members list. */
export function officeReturnPath(state: unknown): string {
  const path = (state as { returnTo?: unknown } | null)?.returnTo;
  if (typeof path !== "string" || !path.startsWith("/office") || path.startsWith(twoFactorPath))
    return "/office";
  return path;
}

/** Whether the two-step page was opened because a call was refused (use-two-factor-refusal.ts). */
export function wasRefused(state: unknown): boolean {
  return (state as { refused?: unknown } | null)?.refused === true;
}
