import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { reloadOnStaleCode } from "./reload-on-stale-code.ts";

/** A window of its own, so that the test's reloads and listeners do not reach the page running the tests. */
function fakeWindow() {
  const target = new EventTarget() as EventTarget & {
    sessionStorage: Storage;
    location: { reload: () => void };
    navigator: { onLine: boolean };
  };
  target.navigator = { onLine: true };
  const stored = new Map<string, string>();
  target.sessionStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  } as Storage;
  target.location = { reload: vi.fn() };
  reloadOnStaleCode(target as unknown as Window);
  return target;
}

function failImport(target: EventTarget) {
  const event = new Event("vite:preloadError", { cancelable: true });
  target.dispatchEvent(event);
  return event;
}

describe("a page's code missing after a redeploy (issue 11)", () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date("2026-11-21T12:00:00Z") }));
  afterEach(() => vi.useRealTimers());

  it("reloads the page instead of showing the error", () => {
    const target = fakeWindow();

    const event = failImport(target);

    expect(target.location.reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it("lets a second failure right after the reload through, so that a server that is down causes no loop", () => {
    const target = fakeWindow();
    failImport(target);

    vi.advanceTimersByTime(5_000);
    const again = failImport(target);

    expect(target.location.reload).toHaveBeenCalledTimes(1);
    expect(again.defaultPrevented).toBe(false);
  });

  it("reloads again for the next redeploy", () => {
    const target = fakeWindow();
    failImport(target);

    vi.advanceTimersByTime(2 * 60_000);
    failImport(target);

    expect(target.location.reload).toHaveBeenCalledTimes(2);
  });

  it("does not reload a browser that is offline: the network is missing, not the code, and the page keeps what was typed", () => {
    const target = fakeWindow();
    target.navigator.onLine = false;

    const event = failImport(target);

    expect(target.location.reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);

    target.navigator.onLine = true;
    failImport(target);
    expect(target.location.reload).toHaveBeenCalledTimes(1);
  });
});
