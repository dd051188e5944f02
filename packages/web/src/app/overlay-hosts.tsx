import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { whenIdle } from "../lib/when-idle.ts";

// Toasts (`notifications.show`) and modals (`modals.open`) go through Mantine's stores and events, so their hosts
// need not wrap the app: their code (Mantine's Modal, transitions) is fetched once the page has loaded and the
// browser is idle (issue 41; on the load event alone it still came before the first screen on a slow phone), and does
// not compete with what the first page needs (issue 11). A toast shown before its host arrives waits in the store.
// A dialog is an event on `window` that only a mounted host hears: one asked for before (a form sent as soon as the
// page opened) is kept here, its host fetched at once, and the dialog opened when the host is there.
const OverlayHostsNow = lazy(async () => ({
  default: (await import("./overlay-hosts-now.tsx")).OverlayHostsNow,
}));

/** The window events of `modals.open`, `modals.openConfirmModal` and `modals.openContextModal` (@mantine/modals). */
const dialogOpenings = ["openModal", "openConfirmModal", "openContextModal"].map(
  (name) => `mantine-modals:${name}`,
);

export function OverlayHosts() {
  const [wanted, setWanted] = useState(false);
  const early = useRef<{ listener: (event: Event) => void; events: CustomEvent[] } | null>(null);

  useEffect(() => whenIdle(() => setWanted(true)), []);
  useEffect(() => {
    const events: CustomEvent[] = [];
    const listener = (event: Event) => {
      events.push(event as CustomEvent);
      setWanted(true);
    };
    early.current = { listener, events };
    for (const type of dialogOpenings) window.addEventListener(type, listener);
    return () => {
      for (const type of dialogOpenings) window.removeEventListener(type, listener);
    };
  }, []);

  // The hosts listen from their own effects, which run before this; once (it may be called again on a re-render).
  const hostsReady = () => {
    const kept = early.current;
    if (!kept) return;
    early.current = null;
    for (const type of dialogOpenings) window.removeEventListener(type, kept.listener);
    for (const event of kept.events)
      window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
  };

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <OverlayHostsNow onReady={hostsReady} />
    </Suspense>
  );
}
