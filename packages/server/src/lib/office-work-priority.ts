import { readdirSync } from "node:fs";
import { constants, setPriority } from "node:os";

// Issue 41: the office's work gives way to members' requests where they share the machine's cores. A 20,000-row
// preview, a roster read or a letters PDF in a thread of a web instance took the core a member's request needed: the
// kernel shared it evenly, and a member's p99 during a preview stayed 3–4× idle on 2 cores. At a lower priority the
// kernel hands such threads only what the members' threads leave; alone on the machine they run as fast as before.

/**
 * Lowers the calling worker thread to the lowest priority. On Linux a thread's nice value is its own, so the thread
 * answering members keeps its priority; elsewhere the value belongs to the whole process, so nothing is changed.
 */
export function lowerThisThreadForOfficeWork() {
  if (process.platform !== "linux") return;
  lower(constants.priority.PRIORITY_LOW);
}

/**
 * Lowers the worker process (`npm run worker`), which runs only the office's jobs, below the web instances that may
 * share its machine: every thread it has. On Linux a nice value is a thread's, and the engine starts its garbage
 * collector's and compiler's threads before any code runs; lowering the main thread alone left them at the usual
 * priority, where, collecting after a letters PDF's thread, they took a second of the cores in five beside the
 * members' requests (issue 41). Threads started later inherit the lowered value, and the office's lower it further.
 */
export function lowerThisProcessForOfficeWork() {
  for (const thread of threadsOfThisProcess()) lower(constants.priority.PRIORITY_BELOW_NORMAL, thread);
}

/** The process's thread ids on Linux; elsewhere 0, the whole process. */
function threadsOfThisProcess() {
  if (process.platform !== "linux") return [0];
  try {
    return readdirSync("/proc/self/task").map(Number);
  } catch {
    return [0];
  }
}

function lower(priority: number, thread = 0) {
  try {
    setPriority(thread, priority);
  } catch {
    // A system that refuses a lower priority runs the work at the usual one: slower members, no lost work.
  }
}
