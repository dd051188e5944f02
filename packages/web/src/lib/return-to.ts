import type { Location } from "react-router";

// Issue 11: the page a signed-out visitor asked for goes with them to the login page, in the history state (an
// address cannot set it, so no link elsewhere can choose where a sign-in lands), and the sign-in returns there.

/** Where a sign-in goes when no page was asked for. */
export const signedInHome = "/my-profile";

interface ReturnToState {
  returnTo: string;
}

/** The login page's history state that remembers `location`. */
export function returnToState(location: Pick<Location, "pathname" | "search" | "hash">): ReturnToState {
  return { returnTo: `${location.pathname}${location.search}${location.hash}` };
}

/** A path of this site (never another site's address, nor the login page itself). */
function isOwnPath(path: unknown): path is string {
  if (typeof path !== "string" || !path.startsWith("/") || path.startsWith("//") || path.includes("\\")) {
    return false;
  }
  const url = new URL(path, window.location.origin);
  return url.origin === window.location.origin && url.pathname !== "/login";
}

/** Where a sign-in goes: the page asked for, when the login page's state holds one of this site's, else `home`. */
export function returnPathOf(state: unknown, home = signedInHome): string {
  const path = (state as Partial<ReturnToState> | null)?.returnTo;
  return isOwnPath(path) ? path : home;
}
