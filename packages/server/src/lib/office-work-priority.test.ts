import { execFile } from "node:child_process";
import { constants } from "node:os";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const serverDir = fileURLToPath(new URL("../..", import.meta.url));

// Each thread's nice value (the 19th field of /proc/self/task/<tid>/stat), read in a node of its own: a lowered
// priority cannot be raised again without privileges, so the test's own process is left alone.
const script = `
import { readdirSync, readFileSync } from "node:fs";
const { lowerThisProcessForOfficeWork } = await import("./src/lib/office-work-priority.ts");
lowerThisProcessForOfficeWork();
const nice = (tid) => Number(readFileSync("/proc/self/task/" + tid + "/stat", "utf8").split(") ")[1].split(" ")[16]);
console.log(JSON.stringify(readdirSync("/proc/self/task").map((tid) => ({ tid, nice: nice(tid) }))));
`;

describe("the worker process's priority", () => {
  it.runIf(process.platform === "linux")(
    "is lowered for every thread it has, the engine's garbage collector and compiler threads with the main one",
    { timeout: 60_000 },
    async () => {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ["--import", "tsx", "--conditions=@club/source", "--input-type=module", "-e", script],
        { cwd: serverDir },
      );
      const threads = JSON.parse(stdout) as { tid: string; nice: number }[];
      expect(threads.length).toBeGreaterThan(1);
      for (const thread of threads)
        expect(thread).toEqual({ tid: thread.tid, nice: constants.priority.PRIORITY_BELOW_NORMAL });
    },
  );
});
