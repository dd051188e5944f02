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
 * share its machine. Its threads inherit this, and lower themselves further.
 */
export function lowerThisProcessForOfficeWork() {
  lower(constants.priority.PRIORITY_BELOW_NORMAL);
}

function lower(priority: number) {
  try {
    setPriority(priority);
  } catch {
    // A system that refuses a lower priority runs the work at the usual one: slower members, no lost work.
  }
}
