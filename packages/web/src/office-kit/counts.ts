// Counts and progress bars as the office reads them: the roster import's and the reminders' long jobs both show them.

/** 20000 → "20,000". */
export function formatCount(count: number): string {
  return count.toLocaleString("en-US");
}

/** A job's bar, 0 to 100 (a job with nothing to do is done). */
export function progressPercent({ done, total }: { done: number; total: number }): number {
  return total === 0 ? 100 : Math.min(100, (done / total) * 100);
}
