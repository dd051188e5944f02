import { useEffect, useState } from "react";
import { z } from "zod";
import { apiRequest } from "../../../api/client.ts";
import { offlineApiPaths } from "../../../lib/offline-judging.ts";

/** Resolves once the service worker answers this page's requests (after its first install, once it has claimed it). */
function controlled(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) =>
    navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }),
  );
}

/**
 * Issue 29: registers the service worker that keeps the judging page working without signal (vite.config.ts), and
 * says when it is ready: the app is stored on this phone, and so are the reads the page opens with. On the visit
 * that installs the worker they were asked before it was there, so they are asked again through it; on a later
 * visit the page's own reads went through it. Only the built app has one.
 */
export function useOfflineReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    let mounted = true;
    const keptAlready = navigator.serviceWorker.controller !== null;
    navigator.serviceWorker
      .register("/sw.js")
      .then(() => navigator.serviceWorker.ready)
      .then(controlled)
      .then(() =>
        keptAlready ? undefined : Promise.all(offlineApiPaths.map((path) => apiRequest(path, z.unknown()))),
      )
      .then(
        () => {
          if (mounted) setReady(true);
        },
        // A browser that refuses the worker (private browsing, a page not served over HTTPS), or a read that fails,
        // still judges while there is signal: the page only does not say it is ready for none.
        () => undefined,
      );
    return () => {
      mounted = false;
    };
  }, []);
  return ready;
}
