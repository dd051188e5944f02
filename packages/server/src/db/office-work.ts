import { AsyncLocalStorage } from "node:async_hooks";
import { performance } from "node:perf_hooks";

/** One run of the office's work, and how long its statements have waited for members' so far. */
interface OfficeRun {
  gaveWayMs: number;
}

const officeWork = new AsyncLocalStorage<OfficeRun>();

/** Runs `work` as the office's (a job): on the embedded database its statements give way to members' requests. */
export function asOfficeWork<T>(work: () => Promise<T>): Promise<T> {
  return officeWork.run({ gaveWayMs: 0 }, work);
}

export function isOfficeWork() {
  return officeWork.getStore() !== undefined;
}

/** The office's work has waited `ms` for members' statements (db/members-first.ts). */
export function gaveWay(ms: number) {
  const run = officeWork.getStore();
  if (run) run.gaveWayMs += ms;
}

/**
 * How long this run of the office's work has waited for members' statements: a batch's time less this is its own
 * work, which sizes the next batch (a wait counted as work shrank a commit's batches to five rows).
 */
export function timeGivenWay() {
  return officeWork.getStore()?.gaveWayMs ?? 0;
}

// The process's requests that are not the office's work, from their arrival to their reply: the office's work waits
// for them as a whole, not only for their statements (a request's first statement comes a moment after it arrives).
let requestsInFlight = 0;
let lastRequestEnd = Number.NEGATIVE_INFINITY;

/** A request has arrived; the function says it is over (called more than once, it counts once). */
export function memberRequestBegun(): () => void {
  requestsInFlight++;
  let over = false;
  return () => {
    if (over) return;
    over = true;
    requestsInFlight--;
    lastRequestEnd = performance.now();
  };
}

/** The requests in flight, and when the last one ended (performance.now()). */
export function memberRequests() {
  return { inFlight: requestsInFlight, lastEnd: lastRequestEnd };
}
