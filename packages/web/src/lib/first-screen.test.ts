import { afterEach, describe, expect, it, vi } from "vitest";

// Each test takes a fresh copy of the module: the test set-up marks the shared one shown (src/test/setup.ts).
async function freshFirstScreen() {
  vi.resetModules();
  return import("./first-screen.ts");
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the first screen (issue 41: a page's code waits until it is drawn)", () => {
  it("holds what waits for it until it is shown, then lets it go, and anything later at once", async () => {
    const { afterFirstScreen, firstScreenShown } = await freshFirstScreen();
    const before = vi.fn(async () => "before");
    const waited = afterFirstScreen(before);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(before).not.toHaveBeenCalled();
    firstScreenShown();
    await expect(waited).resolves.toBe("before");
    const later = vi.fn(async () => "later");
    void afterFirstScreen(later);
    expect(later).toHaveBeenCalledOnce();
  });

  it("is shown after the frame that draws it", async () => {
    const { afterFirstScreen, markFirstScreenAfterPaint } = await freshFirstScreen();
    let frame: FrameRequestCallback = () => undefined;
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    const shown = vi.fn(async () => undefined);
    markFirstScreenAfterPaint();
    void afterFirstScreen(shown);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown).not.toHaveBeenCalled();
    frame(0);
    await vi.waitFor(() => expect(shown).toHaveBeenCalledOnce());
  });

  it("is shown a moment later in a hidden tab, which asks for no frame", async () => {
    const { afterFirstScreen, markFirstScreenAfterPaint } = await freshFirstScreen();
    vi.spyOn(window, "requestAnimationFrame").mockImplementation(() => 1);
    markFirstScreenAfterPaint();
    await expect(afterFirstScreen(async () => "shown")).resolves.toBe("shown");
  });
});
