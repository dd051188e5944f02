import { AsyncLocalStorage } from "node:async_hooks";

const officeWork = new AsyncLocalStorage<true>();

/** Runs `work` as the office's (a job): on the embedded database its statements give way to members' requests. */
export function asOfficeWork<T>(work: () => Promise<T>): Promise<T> {
  return officeWork.run(true, work);
}

export function isOfficeWork() {
  return officeWork.getStore() === true;
}
