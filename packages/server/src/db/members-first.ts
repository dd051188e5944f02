import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import type { PGlite } from "@electric-sql/pglite";
import { gaveWay, isOfficeWork, memberRequests } from "./office-work.ts";

// Issue 41: the embedded database runs one statement or transaction at a time, in the order they are asked for. A
// job's batch waited behind a member's statement, but the member's next statement then waited behind the job's next
// batch: a request of four statements waited four batches (up to 1.5 s during a 3,000-row commit on a loaded
// machine). Before each of its statements or transactions, the office's work (`asOfficeWork`: the jobs) now waits
// until no request is in flight (plugins/members-first.ts counts them) and members' statements have been quiet for
// `quietMs`, so a request runs its statements one after the other and waits behind one batch at most. It waits `maxWaitMs` at most, so a steady stream of members slows the office's
// work without stopping it. On PostgreSQL each has a connection of its own and nothing waits.

export const membersFirstTimes = {
  /** Longer than the work a request does between two of its statements, even on a loaded machine. */
  quietMs: 10,
  /** A job's batch is about 150 ms (import-batches.ts): waiting as long again at most halves the job's pace. */
  maxWaitMs: 250,
};

/** Makes the office's statements on `client` give way to members'; the client's `query` and `transaction` only. */
export function membersFirst(client: PGlite, times = membersFirstTimes) {
  let members = 0;
  let lastMemberEnd = Number.NEGATIVE_INFINITY;
  let membersDone: (() => void) | undefined;
  let allMembersDone = Promise.resolve();

  const giveWay = async () => {
    const deadline = performance.now() + times.maxWaitMs;
    for (;;) {
      const now = performance.now();
      if (now >= deadline) return;
      if (members > 0) {
        await Promise.race([allMembersDone, sleep(deadline - now)]);
        continue;
      }
      const requests = memberRequests();
      if (requests.inFlight > 0) {
        await sleep(Math.min(times.quietMs, deadline - now));
        continue;
      }
      const quietFor = now - Math.max(lastMemberEnd, requests.lastEnd);
      if (quietFor >= times.quietMs) return;
      await sleep(Math.min(times.quietMs - quietFor, deadline - now));
    }
  };
  const inTurn = async <T>(run: () => Promise<T>): Promise<T> => {
    if (isOfficeWork()) {
      const waitFrom = performance.now();
      await giveWay();
      gaveWay(performance.now() - waitFrom);
      return run();
    }
    if (members++ === 0) allMembersDone = new Promise((resolve) => (membersDone = resolve));
    try {
      return await run();
    } finally {
      lastMemberEnd = performance.now();
      if (--members === 0) membersDone?.();
    }
  };

  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<PGlite["query"]>) => inTurn(() => query(...args))) as PGlite["query"];
  client.transaction = ((...args: Parameters<PGlite["transaction"]>) =>
    inTurn(() => transaction(...args))) as PGlite["transaction"];
}
