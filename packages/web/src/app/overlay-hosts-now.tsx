import { toastAutoCloseMs } from "@club/domain/timing";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { useEffect } from "react";
// Issue 41: the toasts' styles come with their host, not in the stylesheet the first screen waits for.
import "@mantine/notifications/styles.css";

/** The hosts themselves, a chunk of their own (overlay-hosts.tsx); `onReady` once they listen. */
export function OverlayHostsNow({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return (
    <>
      <Notifications position="top-right" autoClose={toastAutoCloseMs} transitionDuration={0} />
      <ModalsProvider />
    </>
  );
}
