import { performance } from "node:perf_hooks";
import { setImmediate } from "node:timers/promises";
import { timeGivenWay } from "../../db/office-work.ts";

// Issue 41: on PGlite the database runs on the thread that answers members, and a query's promise settles as a
// microtask, so a job that awaits one query after another never lets a request in: a 20,000-row commit held every
// member for minutes. The commit and the undo therefore go in batches of about `targetMs` of work each (a short
// transaction), and give the event loop back between two batches. The size follows what the last batch took, so
// it holds on a quiet server and a loaded one, on PGlite and on PostgreSQL alike.

export interface BatchSizes {
  /** Rows (or units of work, `rowUnits`) for the next batch. */
  readonly size: number;
  /** After a batch of `rows` (or units) that took `elapsedMs`: sizes the next one, then lets waiting requests run. */
  done(rows: number, elapsedMs: number): Promise<void>;
}

export const importBatches = {
  /** The first batch, before any is measured: small enough for PGlite on a loaded machine. */
  first: 25,
  min: 5,
  /** A batch's rows are written by multi-row statements; past this the statements only grow. */
  max: 500,
  /**
   * A member's request waits behind at most one batch, under the 200 ms the issue allows; each batch also pays a
   * few statements of its own (the import's lock, its progress), so much smaller batches would slow the job.
   */
  targetMs: 150,
} as const;

/**
 * A row's share of a batch, in units of a new member's work. A member the roster changes is read, compared and
 * written one statement at a time: 6-8 ms each on PGlite against 0.5 ms for a new member, written with the batch's
 * others. Counted as one, the first batch of changed members after new ones took 1.7 s (batches follow the last
 * one's time); weighed, it takes what the batches before it took.
 */
export const rowUnits = { changedMember: 12, other: 1 } as const;

/** The rows from `at` that make the next batch: `size` units' worth, one row at least. */
export function nextBatch<Row extends { units: number }>(rows: readonly Row[], at: number, size: number) {
  let end = at;
  let units = 0;
  while (end < rows.length && (end === at || units + (rows[end] as Row).units <= size)) {
    units += (rows[end] as Row).units;
    end++;
  }
  return { rows: rows.slice(at, end), units };
}

export function batchSizes(limits: typeof importBatches = importBatches): BatchSizes {
  let size: number = limits.first;
  return {
    get size() {
      return size;
    },
    async done(rows, elapsedMs) {
      if (rows > 0) {
        const fitting = Math.floor((limits.targetMs * rows) / Math.max(elapsedMs, 1));
        // At most doubling: one quick batch (a cache warm, a batch of rows that do nothing) is no proof.
        size = Math.max(limits.min, Math.min(limits.max, 2 * size, fitting));
      }
      await setImmediate();
    },
  };
}

/**
 * Runs `work` and says how long it took, in milliseconds (a duration, not a moment: no clock of the club's), less
 * the time its statements waited for members' requests: that wait is not the batch's to shorten.
 */
export async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const waitedBefore = timeGivenWay();
  const value = await work();
  return { value, ms: performance.now() - started - (timeGivenWay() - waitedBefore) };
}
