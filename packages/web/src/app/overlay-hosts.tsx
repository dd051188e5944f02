import { Component, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { whenIdle } from "../lib/when-idle.ts";

// Toasts (`notifications.show`) and modals (`modals.open`) go through Mantine's stores and events, so their hosts
// need not wrap the app: their code (Mantine's Modal, transitions) is fetched once the page has loaded and the
// browser is idle (issue 41; on the load event alone it still came before the first screen on a slow phone), and does
// not compete with what the first page needs (issue 11). A toast shown before its host arrives waits in the store.
// A dialog is an event on `window` that only a mounted host hears: one asked for before (a form sent as soon as the
// page opened) is kept here, its host fetched at once, and the dialog opened when the host is there. A fetch that
// fails while the browser is offline (before the service worker keeps the code) shows nothing, and is tried again
// when the browser is online: the page and what was typed in it stay (lib/reload-on-stale-code.ts does not reload).
const loadHostsCode = () => import("./overlay-hosts-now.tsx");
const fetchHosts = (load: typeof loadHostsCode) =>
  lazy(async () => ({ default: (await load()).OverlayHostsNow }));

/** A failed fetch of the hosts' code while the browser says it is online is tried again after this. */
const hostsRetryMs = 30_000;

/** Renders nothing in place of hosts whose code could not be fetched, and says so. */
class WithoutHostsOnFailure extends Component<
  { children: ReactNode; onFailure: () => void },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFailure();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The window events of `modals.open`, `modals.openConfirmModal` and `modals.openContextModal` (@mantine/modals). */
const dialogOpenings = ["openModal", "openConfirmModal", "openContextModal"].map(
  (name) => `mantine-modals:${name}`,
);

/** `load`: the hosts' code (a test gives one that fails). */
export function OverlayHosts({ load = loadHostsCode }: { load?: typeof loadHostsCode }) {
  const [wanted, setWanted] = useState(false);
  const [hosts, setHosts] = useState(() => ({ attempt: 0, Hosts: fetchHosts(load), failed: false }));
  useEffect(() => {
    if (!hosts.failed) return;
    const again = () => setHosts({ attempt: hosts.attempt + 1, Hosts: fetchHosts(load), failed: false });
    if (navigator.onLine) {
      const timer = setTimeout(again, hostsRetryMs);
      return () => clearTimeout(timer);
    }
    window.addEventListener("online", again, { once: true });
    return () => window.removeEventListener("online", again);
  }, [hosts, load]);
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
    <WithoutHostsOnFailure
      key={hosts.attempt}
      onFailure={() => setHosts((current) => ({ ...current, failed: true }))}
    >
      <Suspense fallback={null}>
        <hosts.Hosts onReady={hostsReady} />
      </Suspense>
    </WithoutHostsOnFailure>
  );
}
