import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../packages/server/src/test/cluster.ts";

// Issue 41, start to /healthz: a process of the portal (main.ts, as `npm start` runs it) from its spawn to its first
// /healthz answered, beside a bare Fastify started the same way (bare-fastify.ts); and a process's resident memory
// once idle. A minimal version written by slice "bench" for the club-scale bench; slice "lean" owns the real one
// under the same names.

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const scripts = {
  portal: path.join(repoRoot, "packages/server/src/main.ts"),
  bare: fileURLToPath(new URL("./bare-fastify.ts", import.meta.url)),
};

export interface Started {
  /** From the spawn to the first /healthz answered, in milliseconds. */
  ms: number;
  pid: number;
  url: string;
  stop(): Promise<void>;
}

async function startUntilHealthy(script: string, env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const start = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=@club/source", script], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: "warn", ...env, HOST: "127.0.0.1", PORT: String(port) },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-5_000);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited (${child.exitCode}): ${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`${script}: no /healthz within 120 s: ${output}`);
    }
    if (
      await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { ms: performance.now() - start, pid: child.pid as number, url, stop: () => stop(child) };
}

function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** The portal's start with `env` (its DATABASE_URL or DATA_DIR); the caller stops it. */
export const startPortal = (env: Record<string, string>) => startUntilHealthy(scripts.portal, env);

/** A bare Fastify's start, the floor; the caller stops it. */
export const startBareFastify = () => startUntilHealthy(scripts.bare, {});

/** Start to /healthz of the portal with `env`, stopped at once. */
export async function measureStart(env: Record<string, string>) {
  const started = await startPortal(env);
  await started.stop();
  return started.ms;
}

/** Start to /healthz of a bare Fastify, stopped at once. */
export async function measureBareStart() {
  const started = await startBareFastify();
  await started.stop();
  return started.ms;
}

/** A process's resident memory now (Linux), in MiB. */
export function residentMiB(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kib / 1024;
}
