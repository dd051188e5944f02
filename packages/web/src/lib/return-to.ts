import type { Location } from "react-router";

// Issue 11: the page a signed-out visitor asked for goes with them to the login page, in the history state (an
// address cannot set it, so no link elsewhere can choose where a sign-in lands), and the sign-in returns there.

/** Where a sign-in goes when no page was asked for. */
export const signedInHome = "/my-profile";

interface ReturnToState {
  returnTo: string;
  /** Issue 39: a renewal link's session asked for more than the renewal; the login page says so. */
  renewalLinkOnly?: boolean;
}

// Issue 39: a renewal link's session was refused a call outside the renewal. Remembered until the next sign-in, so
// whichever navigation reaches the login page first (the client's, or the signed-in guard's as the token goes) says
// why.
let renewalLinkRefused = false;

/** Set when a renewal link's session is sent to sign in, cleared by a new session. */
export function rememberRenewalLinkRefused(refused: boolean): void {
  renewalLinkRefused = refused;
}

/** The login page's history state that remembers `location` (and that a renewal link was refused, if it was). */
export function returnToState(location: Pick<Location, "pathname" | "search" | "hash">): ReturnToState {
  const returnTo = `${location.pathname}${location.search}${location.hash}`;
  return renewalLinkRefused ? { returnTo, renewalLinkOnly: true } : { returnTo };
}

/** Whether the login page is shown because a renewal link's session asked for more than the renewal. */
export function cameFromRenewalLink(state: unknown): boolean {
  return (state as Partial<ReturnToState> | null)?.renewalLinkOnly === true;
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
