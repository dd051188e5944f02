import { AsyncLocalStorage } from "node:async_hooks";
import { performance } from "node:perf_hooks";

const officeWork = new AsyncLocalStorage<true>();

/** Runs `work` as the office's (a job): on the embedded database its statements give way to members' requests. */
export function asOfficeWork<T>(work: () => Promise<T>): Promise<T> {
  return officeWork.run(true, work);
}

export function isOfficeWork() {
  return officeWork.getStore() === true;
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
