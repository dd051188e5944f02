import { lazy, Suspense, useEffect, useState } from "react";
import { whenIdle } from "../lib/when-idle.ts";

// Toasts (`notifications.show`) and modals (`modals.open`) go through Mantine's stores and events, so their hosts
// need not wrap the app: their code (Mantine's Modal, transitions) is fetched once the page has loaded and the
// browser is idle (issue 41; on the load event alone it still came before the first screen on a slow phone), and does
// not compete with what the first page needs (issue 11). A toast shown before its host arrives waits in the store.
const OverlayHostsNow = lazy(async () => ({
  default: (await import("./overlay-hosts-now.tsx")).OverlayHostsNow,
}));

export function OverlayHosts() {
  const [pageLoaded, setPageLoaded] = useState(false);
  useEffect(() => whenIdle(() => setPageLoaded(true)), []);
  if (!pageLoaded) return null;
  return (
    <Suspense fallback={null}>
      <OverlayHostsNow />
    </Suspense>
  );
}
