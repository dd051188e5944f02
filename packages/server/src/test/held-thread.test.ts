import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { heldThread, threadCpuMs } from "./held-thread.ts";

// The measure issue 41's thread tests hold the work to: the thread's own stretches of work, not the clock's.

/** Works `ms` of the thread's own CPU time without yielding (by the clock it is longer on a loaded machine). */
function busy(ms: number) {
  const until = threadCpuMs() + ms;
  while (threadCpuMs() < until);
}

describe("heldThread", () => {
  it("counts a stretch of work that never lets the timer run", async () => {
    const held = heldThread();
    held.watch();
    await sleep(30);
    busy(300);
    await sleep(30);
    expect(held.rest()).toBeGreaterThan(250);
  });

  it("does not count a wait, nor work given back every few milliseconds", async () => {
    const held = heldThread();
    held.watch();
    await sleep(300);
    for (let i = 0; i < 30; i++) {
      busy(5);
      await sleep(1);
    }
    expect(held.rest()).toBeLessThan(100);
  });
});
