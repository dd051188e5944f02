import { constants } from "node:os";
import { Piscina } from "piscina";
import { describe, expect, it } from "vitest";
import { threadWorkerFile } from "./thread-worker-file.ts";

// Issue 41: a thread of the office's work is at the lowest priority before its task's modules load. Loaded first,
// the roster's parsers took 0.2 s of a core at the members' priority in each web instance whenever its reading thread
// started, which it does at the office's next file once it has been idle a minute.

describe("a thread of the office's work", () => {
  it.runIf(process.platform === "linux")("loads its task's modules at the lowest priority", async () => {
    const pool = new Piscina<void, number>({
      ...threadWorkerFile(new URL("../test/x.ts", import.meta.url).href, "priority-at-load.worker"),
      maxThreads: 1,
    });
    try {
      expect(await pool.run(undefined)).toBe(constants.priority.PRIORITY_LOW);
    } finally {
      await pool.destroy();
    }
  });
});
