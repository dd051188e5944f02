import { Worker } from "node:worker_threads";
import { benchPassword } from "./directory-seed.ts";

/** How often the member's client asks, whatever the server is doing. */
export const everyMs = 50;

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * The member's client, in a worker thread so that a stalled server thread does not stall it: from "start" to
 * "stop", a GET every `everyMs`, each timed from when it was due; "stop" answers with the times and failures. Given
 * several URLs (issue 41: one per web instance), the GETs take them in turn.
 */
const clientSource = `
const { parentPort, workerData } = require("node:worker_threads");
const { urls, authorization, everyMs } = workerData;
let stopping = false;
parentPort.on("message", async (message) => {
  if (message === "stop") { stopping = true; return; }
  stopping = false;
  const times = [];
  let failures = 0;
  const pending = [];
  const start = performance.now();
  for (let i = 0; !stopping; i++) {
    const due = start + i * everyMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      fetch(urls[i % urls.length], { headers: { authorization } })
        .then(async (response) => {
          await response.arrayBuffer();
          if (response.status === 200) times.push(performance.now() - due);
          else failures += 1;
        })
        .catch(() => { failures += 1; }),
    );
  }
  await Promise.all(pending);
  parentPort.postMessage({ times, failures });
});
`;

export interface Sample {
  times: number[];
  failures: number;
}

/** `interval`: how often it asks; a bench that reads a p99 of short work asks more often, to have answers enough. */
export function memberClient(url: string | string[], authorization: string, interval = everyMs) {
  const urls = typeof url === "string" ? [url] : url;
  const worker = new Worker(clientSource, {
    eval: true,
    workerData: { urls, authorization, everyMs: interval },
  });
  return {
    /**
     * Asks while `work` runs, `repeat` times over and then again until `atLeastSeconds` have passed; the answers'
     * times from when each was due, and `seconds` one time's.
     */
    async during(work: () => Promise<unknown>, repeat: number, atLeastSeconds = 0) {
      const answered = new Promise<Sample>((resolve) => worker.once("message", resolve));
      worker.postMessage("start");
      const started = performance.now();
      const elapsed = () => (performance.now() - started) / 1000;
      let runs = 0;
      while (runs < repeat || elapsed() < atLeastSeconds) {
        await work();
        runs += 1;
      }
      const seconds = elapsed() / runs;
      worker.postMessage("stop");
      return { seconds, runs, ...(await answered) };
    },
    close: () => worker.terminate(),
  };
}

/** A member's token: the bench's seeded members by default, the demo members with their own password. */
export async function signIn(base: string, email: string, password = benchPassword) {
  const response = await fetch(`${base}/api/v1/members/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ member: { email, password } }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${email}: ${response.status}`);
  return response.headers.get("authorization") as string;
}
