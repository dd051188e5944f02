/** What starts a line of loop-delay-probe.ts on a process's stderr (a module of its own: importing the probe starts it). */
export const loopDelayTag = "bench-loop-delay";
