import { useSyncExternalStore } from "react";
import { getToken, subscribeToToken } from "./token-storage.ts";

/** True while a session token is stored; re-renders on sign-in and sign-out. */
export function useIsSignedIn(): boolean {
  return useSyncExternalStore(subscribeToToken, () => getToken() !== null);
}
