import { useLocation } from "react-router";

/** The search page that opened a detail page (sent as link state), or the fallback when opened directly. */
export function useReturnTo(fallback: string): string {
  const state: unknown = useLocation().state;
  return typeof state === "object" &&
    state !== null &&
    "returnTo" in state &&
    typeof state.returnTo === "string"
    ? state.returnTo
    : fallback;
}
