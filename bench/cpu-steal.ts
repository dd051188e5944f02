import { readFileSync } from "node:fs";

// The CPU time the hypervisor gave to other machines while this one's cores wanted it ("steal" in /proc/stat). On a
// shared virtual machine it comes in bursts: a member's answer waits for a core that is not there, in idle as in
// work, and a p99 of a few milliseconds moves with it from run to run (issue 41). Each row says how much was taken.

export interface CpuTimes {
  steal: number;
  total: number;
}

/** The machine's CPU times so far, in clock ticks; undefined where there is no /proc/stat. */
export function cpuTimes(): CpuTimes | undefined {
  try {
    const fields =
      readFileSync("/proc/stat", "utf8").split("\n")[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
    // user nice system idle iowait irq softirq steal (guest and guest_nice are inside user and nice)
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
    return { steal, total: user + nice + system + idle + iowait + irq + softirq + steal };
  } catch {
    return undefined;
  }
}

/** The share of the cores' time stolen between two readings, as "3.2 %", or "—". */
export function stolen(before: CpuTimes | undefined, after: CpuTimes | undefined) {
  if (!before || !after || after.total <= before.total) return "—";
  return `${((100 * (after.steal - before.steal)) / (after.total - before.total)).toFixed(1)} %`;
}
