import { vi } from "vitest";

/** Waits until the condition holds (work the app finishes after replying), or fails after `timeoutMs`. */
export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 5_000) {
  await vi.waitFor(
    async () => {
      if (!(await condition())) throw new Error("condition not met in time");
    },
    { timeout: timeoutMs, interval: 20 },
  );
}
