import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("work held until the page is idle (issue 41)", () => {
  it("runs once the browser has an idle moment after the page's load, not before", () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal("cancelIdleCallback", () => undefined);
    const callback = vi.fn();

    whenIdle(callback);
    expect(callback).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]?.({ didTimeout: false, timeRemaining: () => 50 });
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("waits for the page's load event when the page is still loading", () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => idle.push(callback));
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    const callback = vi.fn();

    whenIdle(callback);
    expect(idle).toHaveLength(0);
    readyState.mockReturnValue("complete");
    window.dispatchEvent(new Event("load"));
    idle[0]?.({ didTimeout: false, timeRemaining: () => 50 });
    expect(callback).toHaveBeenCalledTimes(1);
    readyState.mockRestore();
  });

  it("falls back on a short timer where the browser has no idle callbacks (Safari), and can be cancelled", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const callback = vi.fn();
    const cancelled = vi.fn();

    whenIdle(callback);
    whenIdle(cancelled)();
    vi.advanceTimersByTime(5_000);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
