import { useEffect, useState } from "react";
import { type Blocker, useBlocker } from "react-router";
import { getToken } from "../api/token-storage.ts";

/**
 * spec §2: while a form holds unsaved changes, in-app navigation to another page waits for the member's
 * answer (the returned blocker drives the dialog), and closing or reloading the tab asks the browser's own
 * question. A session that has ended (Log Out, a 401) leaves without asking: there is nothing left to save.
 * A form opened signed out (the join wizard) has no session to end, so it always asks.
 */
export function useUnsavedChangesPrompt(dirty: boolean): Blocker {
  const [openedSignedIn] = useState(() => getToken() !== null);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (getToken() !== null || !openedSignedIn) && currentLocation.pathname !== nextLocation.pathname,
  );

  // Saved meanwhile: nothing to ask about any more.
  useEffect(() => {
    if (blocker.state === "blocked" && !dirty) blocker.reset();
  }, [blocker, dirty]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  return blocker;
}
