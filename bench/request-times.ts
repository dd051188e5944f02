import os from "node:os";
import { percentile } from "./member-client.ts";
import { startBareFastify } from "./server-process.ts";

// How the search benches (bench/listings.bench.ts, bench/archive.bench.ts) time a request: one at a time after a
// warm-up, beside the run's floors (a bare Fastify's answer, a signed-in GET at idle).

/** A time in milliseconds as the tables print it: one decimal under 10. */
export const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
/** The machine's load average over the last minute, as the tables print it. */
export const load1 = () => (os.loadavg()[0] ?? 0).toFixed(1);

/** `count` runs of `run`, one after another after three to warm up: their times in ms, sorted. */
export async function timeRuns(run: () => Promise<unknown>, count: number) {
  for (let i = 0; i < 3; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

/**
 * The run's floors: a bare Fastify (plain node, one route, a process of its own) answering `count` times, and
 * `idleGet` (a signed-in GET of the member's own profile) at idle, at least 200 times for its p99. Printed too.
 */
export async function requestFloors(idleGet: () => Promise<unknown>, count: number) {
  const bare = await startBareFastify();
  const bareTimes = await timeRuns(
    () => fetch(`${bare.base}/healthz`).then((response) => response.arrayBuffer()),
    count,
  );
  await bare.close();
  const idleTimes = await timeRuns(idleGet, Math.max(count, 200));
  const floors = {
    bare: { p50: percentile(bareTimes, 50), p95: percentile(bareTimes, 95) },
    idle: { p50: percentile(idleTimes, 50), p99: percentile(idleTimes, 99) },
  };
  console.log(
    `bare Fastify p50 ${ms(floors.bare.p50)} ms, p95 ${ms(floors.bare.p95)} ms; idle signed-in GET p50 ${ms(floors.idle.p50)} ms, p99 ${ms(floors.idle.p99)} ms`,
  );
  return floors;
}
