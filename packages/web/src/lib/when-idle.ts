/** How long idle work waits at most for an idle moment, so that a page that is never idle still gets it. */
const idleTimeoutMs = 3_000;

/**
 * Runs `callback` once the page has loaded and the browser has a moment with nothing else to do (issue 41): code
 * the first screen does not need (the hosts of toasts and dialogs, and the libraries they share with every other
 * page) was fetched as soon as the page rendered and, on a slow phone, competed with the first screen's own scripts.
 * Returns a function that cancels it.
 */
export function whenIdle(callback: () => void): () => void {
  let cancelIdle: () => void = () => undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => callback(), { timeout: idleTimeoutMs });
      cancelIdle = () => window.cancelIdleCallback?.(handle);
    } else {
      // Safari has no idle callbacks: a moment after the load event, when the first screen has been drawn.
      const timer = setTimeout(callback, 500);
      cancelIdle = () => clearTimeout(timer);
    }
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    cancelIdle();
  };
}
