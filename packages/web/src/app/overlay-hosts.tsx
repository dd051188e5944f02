import { lazy, Suspense, useEffect, useState } from "react";

// Toasts (`notifications.show`) and modals (`modals.open`) go through Mantine's stores and events, so their hosts
// need not wrap the app: their code (Mantine's Modal, transitions) is fetched once the page has loaded, and does not
// compete with what the first page needs (issue 11). A toast shown before its host arrives waits in the store.
const OverlayHostsNow = lazy(async () => ({
  default: (await import("./overlay-hosts-now.tsx")).OverlayHostsNow,
}));

function afterPageLoad(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(callback, 0);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    clearTimeout(timer);
  };
}

export function OverlayHosts() {
  const [pageLoaded, setPageLoaded] = useState(false);
  useEffect(() => afterPageLoad(() => setPageLoaded(true)), []);
  if (!pageLoaded) return null;
  return (
    <Suspense fallback={null}>
      <OverlayHostsNow />
    </Suspense>
  );
}
