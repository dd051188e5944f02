// Run on demand: `npm run bench:start` (PGlite), and with BENCH_DATABASE_URL=postgres://… (a throw-away database) for
// PostgreSQL too. Issue 41: from spawn to the first 200 of /healthz beside a bare Fastify's, and the idle process's
// resident memory, in the same run, several rounds; as `npm start` starts (the sources) and compiled (`npm run build` first).
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { machine, writeSection } from "./performance-doc.ts";
import { measureSignedInGet, signInDemoMember } from "./request-cost.bench.ts";
import { median, type StartMode, startBareFastify, startModes, startPortal } from "./server-process.ts";

export interface StartResult {
  /** Spawn to the first 200 of /healthz, in ms, and the CPU time the process used for it. */
  startMs: number;
  startCpuMs: number;
  /** Resident memory once up and idle, and again after a few seconds of signed-in requests, in MiB. */
  idleRssMiB: number;
  busyRssMiB: number;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 2_000));

/** Starts the portal with `env` (PGlite unless it names DATABASE_URL), times its start and weighs it, then stops it. */
export async function measureStart(
  env: Record<string, string> = {},
  mode: StartMode = "sources",
): Promise<StartResult> {
  const portal = await startPortal({ DEMO_DATA: "on", ...env }, mode);
  try {
    await settle();
    const idleRssMiB = portal.rssMiB();
    const token = await signInDemoMember(portal.base);
    await measureSignedInGet(portal.base, token, { seconds: 3 });
    await settle();
    return {
      startMs: portal.startMs,
      startCpuMs: portal.startCpuMs,
      idleRssMiB,
      busyRssMiB: portal.rssMiB(),
    };
  } finally {
    await portal.close();
  }
}

/** The floor: a bare Fastify's spawn to its first answer, and the CPU time it took. */
async function measureBare() {
  const bare = await startBareFastify();
  await bare.close();
  return { startMs: bare.startMs, startCpuMs: bare.startCpuMs };
}

/** The floor's wall time alone (bench:club's start rows). */
export const measureBareStart = async () => (await measureBare()).startMs;

async function main() {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  // A restart, as most starts are: the data folder (or the database) already created, migrated and seeded.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "club-lean-start-"));
  const databases: [string, Record<string, string>][] = [["PGlite", { DATA_DIR: dataDir }]];
  const url = process.env.BENCH_DATABASE_URL;
  // The data folder stays from start to start, as a server's does: it keeps the compiled modules (issue 41).
  if (url)
    databases.push([
      "PostgreSQL",
      { DATABASE_URL: url, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "club-lean-start-pg-")) },
    ]);
  const rows: string[] = [];
  for (const mode of startModes()) {
    for (const [name, env] of databases) {
      await measureStart(env, mode);
      const ratios: number[] = [];
      const cpuRatios: number[] = [];
      for (let round = 0; round < rounds; round++) {
        const bare = await measureBare();
        const result = await measureStart(env, mode);
        ratios.push(result.startMs / bare.startMs);
        cpuRatios.push(result.startCpuMs / bare.startCpuMs);
        rows.push(
          `| ${name} (${mode}) | ${Math.round(result.startMs)} ms | ${Math.round(bare.startMs)} ms | ${(result.startMs / bare.startMs).toFixed(1)}× | ${Math.round(result.startCpuMs)} ms | ${Math.round(bare.startCpuMs)} ms | ${(result.startCpuMs / bare.startCpuMs).toFixed(1)}× | ${Math.round(result.idleRssMiB)} MiB | ${Math.round(result.busyRssMiB)} MiB | ${os.loadavg()[0]?.toFixed(1)} |`,
        );
        console.log(rows.at(-1));
      }
      console.log(
        `${name} (${mode}): median ${median(ratios).toFixed(1)}× (wall), ${median(cpuRatios).toFixed(1)}× (CPU)`,
      );
    }
  }
  writeSection(
    "start",
    `
Measured by \`npm run bench:start\` (bench/start.bench.ts) on ${new Date().toISOString().slice(0, 10)}: spawn to the first
200 of /healthz with the demo data, a restart (the database already migrated and seeded by a start before, the compiled modules in its data folder), beside a bare Fastify's (plain node, one route) started just before it; resident
memory 2 s after start, and 2 s after 3 s of signed-in GETs. "CPU" is the CPU time (all threads) each process had used
when /healthz first answered: on a shared machine the wall time is mostly other processes' turn. "sources" is \`npm start\`
(Node strips the types of the TypeScript sources as it loads them), "compiled" is \`node --max-semi-space-size=16 packages/server/dist/main.js\` (what production
starts, docs/operations.md). ${machine}.

| Database | start | bare Fastify | ratio | start CPU | bare Fastify CPU | CPU ratio | idle RSS | RSS after requests | load (1 min) |
|---|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}
`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
