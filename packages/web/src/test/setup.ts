import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

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

// The test files of a worker share one module graph (vite.config.ts: isolate: false), each file starting on a fresh
// copy of the app's own modules, which keep per-tab state (the first page shown, the toasts' host), at a fresh
// address; the libraries' modules stay loaded.
vi.resetModules();
(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL("http://localhost:3000/");

afterEach(() => {
  cleanup();
  // Mantine keeps its toasts and dialogs in stores of its own, which outlive a file's modules.
  notifications.clean();
  notifications.cleanQueue();
  modals.closeAll();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
