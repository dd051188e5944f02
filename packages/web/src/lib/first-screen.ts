// Issue 41: a page's own code (its chunk and its layout's) was fetched as the app started, beside the app's first
// script; on a slow phone the two shared the connection, and the first screen (the header, the announcement, the
// page's loading status) waited for code it does not need. That code is now fetched once the first screen is drawn.

let shown = false;
const waiting = new Set<() => void>();

/** The first screen has been drawn: what waited for it starts now, and whatever asks later starts at once. */
export function firstScreenShown() {
  if (shown) return;
  shown = true;
  for (const run of waiting) run();
  waiting.clear();
}

/** Calls `run` once the first screen has been drawn; after that, at once (in the same turn). */
export function afterFirstScreen<T>(run: () => Promise<T>): Promise<T> {
  if (shown) return run();
  return new Promise<void>((resolve) => waiting.add(resolve)).then(run);
}

/** A hidden tab draws nothing, and a frame is never asked for there: its page's code comes a moment later anyway. */
const hiddenTabMs = 200;

/**
 * Marks the first screen shown once the browser has drawn what was just committed: the frame after it, then a task
 * (a frame's callback runs before that frame is painted).
 */
export function markFirstScreenAfterPaint() {
  if (shown) return;
  const timer = setTimeout(firstScreenShown, hiddenTabMs);
  requestAnimationFrame(() =>
    setTimeout(() => {
      clearTimeout(timer);
      firstScreenShown();
    }, 0),
  );
}
