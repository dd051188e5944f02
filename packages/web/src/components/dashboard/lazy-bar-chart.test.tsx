import { act, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render-with-app.tsx";
import { LazyBarChart } from "./lazy-bar-chart.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Every observed element is on the screen at once. */
class OnScreen {
  private readonly report: IntersectionObserverCallback;
  constructor(report: IntersectionObserverCallback) {
    this.report = report;
  }
  observe(target: Element) {
    const entry = { isIntersecting: true, target } as IntersectionObserverEntry;
    queueMicrotask(() => this.report([entry], this as unknown as IntersectionObserver));
  }
  disconnect() {}
}

describe("a dashboard's chart (issue 41)", () => {
  it("on the screen, keeps its place and fetches the chart library only once the browser is idle", async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal("IntersectionObserver", OnScreen);
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal("cancelIdleCallback", () => undefined);
    // recharts warns that its container has no size: happy-dom lays nothing out.
    vi.spyOn(console, "warn").mockImplementation(() => undefined);

    renderWithApp(
      <LazyBarChart
        h={180}
        data={[{ plan: "Family", members: 3 }]}
        dataKey="plan"
        series={[{ name: "members" }]}
      />,
    );

    // On the screen, but the page's first drawing is not done: the chart's place is kept and its code not asked for.
    await waitFor(() => expect(idle).toHaveLength(1));
    expect(document.querySelector("[data-chart-placeholder]")).not.toBeNull();

    act(() => idle[0]?.({ didTimeout: false, timeRemaining: () => 50 }));
    await waitFor(() => expect(document.querySelector(".recharts-responsive-container")).not.toBeNull());
    expect(document.querySelector("[data-chart-placeholder]")).toBeNull();
  });
});
