// Preloaded by the club-scale bench into the processes it starts (`node --import ./bench/loop-delay-probe.ts …`),
// never by the portal itself: each second, the process's event loop delay over that second (p99 and max, in
// milliseconds) as one line on stderr, which the bench reads per phase. Nothing of it reaches production code.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { loopDelayTag } from "./loop-delay-tag.ts";

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
setInterval(() => {
  const line = { at: Date.now(), p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6 };
  histogram.reset();
  process.stderr.write(`${loopDelayTag} ${JSON.stringify(line)}\n`);
}, 1000).unref();
