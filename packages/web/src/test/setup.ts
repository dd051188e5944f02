import { installZodWords } from "@club/domain/zod-words";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { QueryClient } from "@tanstack/react-query";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// The forms check in words, as main.tsx makes them (issue 40).
installZodWords();

// Mantine reads media queries and observes sizes; happy-dom may lack either.
if (!window.matchMedia) {
  Object.defineProperty(window, "matchMedia", {
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// A page behind a route is imported on its first visit (app/lazy-page.tsx), and the worker transforms it then: on
// two busy cores the first visit of a route took over testing-library's 1 s wait (the sign-in's return to
// Membership Details in the whole web suite, issue 30). Waiting up to 3 s asserts the same thing.
configure({ asyncUtilTimeout: 3_000 });

// The test files of a worker share one module graph (vite.config.ts: isolate: false), each file starting on a fresh
// copy of the app's own modules, which keep per-tab state (the first page shown, the toasts' host), at a fresh
// address; the libraries' modules stay loaded.
vi.resetModules();
(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL("http://localhost:3000/");
// A component is rendered on its own, without the app's first screen, whose drawing lets pages' code load (issue 41).
(await import("../lib/first-screen.ts")).firstScreenShown();

// A query still retrying when its file ends would fail in a later file of the worker and toast there. Every client
// a provider mounted is stopped after each test (a cancelled query calls no error handler).
type TrackedMount = QueryClient["mount"] & { clients?: Set<QueryClient> };
if (!(QueryClient.prototype.mount as TrackedMount).clients) {
  const mount = QueryClient.prototype.mount;
  const clients = new Set<QueryClient>();
  QueryClient.prototype.mount = Object.assign(
    function (this: QueryClient) {
      clients.add(this);
      mount.call(this);
    },
    { clients },
  );
}
const mountedClients = (QueryClient.prototype.mount as TrackedMount).clients ?? new Set<QueryClient>();

afterEach(async () => {
  cleanup();
  for (const client of mountedClients) {
    await client.cancelQueries();
    client.clear();
  }
  mountedClients.clear();
  // The window outlives the file too: a selection left in a removed field sent a later file's arrow keys there
  // (user-event moves the document's selection), and focus stays where the last test left it.
  document.getSelection()?.removeAllRanges();
  (document.activeElement as HTMLElement | null)?.blur?.();
  // Mantine keeps its toasts and dialogs in stores of its own, which outlive a file's modules.
  notifications.clean();
  notifications.cleanQueue();
  modals.closeAll();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
