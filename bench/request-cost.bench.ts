// Run on demand: `npm run bench:request` (PGlite), and with BENCH_DATABASE_URL=postgres://… (a throw-away database) for
// PostgreSQL too. Issue 41: a signed-in GET beside a bare Fastify's hello-world, both in processes of their own,
// measured in the same run, several rounds.
import os from "node:os";
import { pathToFileURL } from "node:url";
import { demoPassword } from "../packages/server/src/db/seed/demo-members.ts";
import { type LoadResult, load } from "./load.ts";
import { signIn } from "./member-client.ts";
import { machine, writeSection } from "./performance-doc.ts";
import { median, type StartMode, startBareFastify, startPortal } from "./server-process.ts";

export interface RequestLoad {
  connections?: number;
  seconds?: number;
}

const defaults = { connections: 10, seconds: 5 };

/** A member's own profile, signed in (session lookup, validation, serialisation, hooks): requests per second. */
export function measureSignedInGet(
  base: string,
  token: string,
  options: RequestLoad = {},
): Promise<LoadResult> {
  const { connections, seconds } = { ...defaults, ...options };
  const authorization = token.startsWith("Bearer ") ? token : `Bearer ${token}`;
  return load(`${base}/api/v1/members/profile`, { authorization }, connections, seconds);
}

/** The floor: a bare Fastify answering one small JSON, in a process of its own, started and stopped here. */
export async function measureBareFastify(options: RequestLoad = {}): Promise<LoadResult> {
  const { connections, seconds } = { ...defaults, ...options };
  const bare = await startBareFastify();
  try {
    return await load(`${bare.base}/healthz`, {}, connections, seconds);
  } finally {
    await bare.close();
  }
}

/** The demo member's token on a portal started with demo data. */
export function signInDemoMember(base: string, email = "member@example.org") {
  return signIn(base, email, demoPassword);
}

async function measureDatabase(name: string, env: Record<string, string>, mode: StartMode, rounds: number) {
  const portal = await startPortal({ DEMO_DATA: "on", ...env }, mode);
  try {
    const token = await signInDemoMember(portal.base);
    // Warm-up: the JIT and the database's caches, as in a server that has been up a while.
    await measureSignedInGet(portal.base, token, { seconds: 2 });
    const ratios: number[] = [];
    const rows: string[] = [];
    for (let round = 0; round < rounds; round++) {
      const bare = await measureBareFastify();
      const signedIn = await measureSignedInGet(portal.base, token);
      if (signedIn.non2xx > 0 || signedIn.errors > 0) {
        throw new Error(`signed-in GET: ${signedIn.non2xx} non-2xx, ${signedIn.errors} errors`);
      }
      const ratio = signedIn.rate / bare.rate;
      ratios.push(ratio);
      rows.push(
        `| ${name} (${mode}) | ${Math.round(signedIn.rate)}/s, p99 ${signedIn.p99} ms | ${Math.round(bare.rate)}/s | ${(ratio * 100).toFixed(1)} % | ${os.loadavg()[0]?.toFixed(1)} |`,
      );
      console.log(rows.at(-1));
    }
    return { rows, median: median(ratios) };
  } finally {
    await portal.close();
  }
}

async function main() {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const mode: StartMode = process.env.BENCH_COMPILED === "1" ? "compiled" : "sources";
  const databases: [string, Record<string, string>][] = [["PGlite", {}]];
  const url = process.env.BENCH_DATABASE_URL;
  if (url) databases.push(["PostgreSQL", { DATABASE_URL: url }]);
  const rows: string[] = [];
  const medians: string[] = [];
  for (const [name, env] of databases) {
    const result = await measureDatabase(name, env, mode, rounds);
    rows.push(...result.rows);
    medians.push(`${name} ${(result.median * 100).toFixed(1)} %`);
  }
  writeSection(
    "request-cost",
    `
Measured by \`npm run bench:request\` (bench/request-cost.bench.ts) on ${new Date().toISOString().slice(0, 10)}: GET
/api/v1/members/profile with the demo member's token, 10 connections for 5 s, beside a bare Fastify's hello-world in
a process of its own, alternately, ${rounds} rounds. ${machine}.

| Database | signed-in GET | bare Fastify | ratio | load (1 min) |
|---|---|---|---|---|
${rows.join("\n")}

Median ratio: ${medians.join(", ")} (goal ≥ 10 %).
`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
