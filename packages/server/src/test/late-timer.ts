/**
 * A timer due every `period` ms while watched (`watch` to `rest`): how late it fired at worst, in milliseconds. Issue
 * 41's tests hold the thread that answers members to this: work moved to a thread, or done in batches that yield,
 * keeps it under 200 ms.
 */
export function lateTimer(period = 10) {
  let worst = 0;
  let last = 0;
  let timer: NodeJS.Timeout | undefined;
  return {
    watch() {
      last = performance.now();
      timer = setInterval(() => {
        const now = performance.now();
        worst = Math.max(worst, now - last - period);
        last = now;
      }, period);
    },
    /** Stops watching; the worst lateness so far, counting the wait since the last firing. */
    rest() {
      clearInterval(timer);
      worst = Math.max(worst, performance.now() - last - period);
      return worst;
    },
    get worst() {
      return worst;
    },
  };
}
