// Run on demand: `npm run bench:start` (PGlite), and with BENCH_DATABASE_URL=postgres://… (a throw-away database) for
// PostgreSQL too. Issue 41: from spawn to the first 200 of /healthz beside a bare Fastify's, and the idle process's
// resident memory, in the same run, several rounds; as `npm start` starts (tsx) and compiled (`npm run build` first).
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { machine, writeSection } from "./performance-doc.ts";
import { measureSignedInGet, signInDemoMember } from "./request-cost.bench.ts";
import { median, type StartMode, startBareFastify, startModes, startPortal } from "./server-process.ts";

export interface StartResult {
  /** Spawn to the first 200 of /healthz, in ms. */
  startMs: number;
  /** Resident memory once up and idle, and again after a few seconds of signed-in requests, in MiB. */
  idleRssMiB: number;
  busyRssMiB: number;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 2_000));

/** Starts the portal with `env` (PGlite unless it names DATABASE_URL), times its start and weighs it, then stops it. */
export async function measureStart(
  env: Record<string, string> = {},
  mode: StartMode = "tsx",
): Promise<StartResult> {
  const portal = await startPortal({ DEMO_DATA: "on", ...env }, mode);
  try {
    await settle();
    const idleRssMiB = portal.rssMiB();
    const token = await signInDemoMember(portal.base);
    await measureSignedInGet(portal.base, token, { seconds: 3 });
    await settle();
    return { startMs: portal.startMs, idleRssMiB, busyRssMiB: portal.rssMiB() };
  } finally {
    await portal.close();
  }
}

/** The floor: a bare Fastify's spawn to its first answer. */
export async function measureBareStart() {
  const bare = await startBareFastify();
  await bare.close();
  return bare.startMs;
}

async function main() {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  // A restart, as most starts are: the data folder (or the database) already created, migrated and seeded.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "club-lean-start-"));
  const databases: [string, Record<string, string>][] = [["PGlite", { DATA_DIR: dataDir }]];
  const url = process.env.BENCH_DATABASE_URL;
  if (url) databases.push(["PostgreSQL", { DATABASE_URL: url }]);
  const rows: string[] = [];
  for (const mode of startModes()) {
    for (const [name, env] of databases) {
      await measureStart(env, mode);
      const ratios: number[] = [];
      for (let round = 0; round < rounds; round++) {
        const bareMs = await measureBareStart();
        const result = await measureStart(env, mode);
        ratios.push(result.startMs / bareMs);
        rows.push(
          `| ${name} (${mode}) | ${Math.round(result.startMs)} ms | ${Math.round(bareMs)} ms | ${(result.startMs / bareMs).toFixed(1)}× | ${Math.round(result.idleRssMiB)} MiB | ${Math.round(result.busyRssMiB)} MiB | ${os.loadavg()[0]?.toFixed(1)} |`,
        );
        console.log(rows.at(-1));
      }
      console.log(`${name} (${mode}): median ${median(ratios).toFixed(1)}×`);
    }
  }
  writeSection(
    "start",
    `
Measured by \`npm run bench:start\` (bench/start.bench.ts) on ${new Date().toISOString().slice(0, 10)}: spawn to the first
200 of /healthz with the demo data, a restart (the database already migrated and seeded by a start before), beside a bare Fastify's (plain node, one route) started just before it; resident
memory 2 s after start, and 2 s after 3 s of signed-in GETs. "tsx" is \`npm start\` (transpiles at start), "compiled"
is \`node packages/server/dist/main.js\` (what production starts). ${machine}.

| Database | start | bare Fastify | ratio | idle RSS | RSS after requests | load (1 min) |
|---|---|---|---|---|---|---|
${rows.join("\n")}
`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
