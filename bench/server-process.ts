import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../packages/server/src/test/cluster.ts";

// Issue 41: the portal, or a bare Fastify (the floor), in a process of its own for the start and request-cost
// benches, both started as `npm start` starts (`node --import tsx`). A minimal version written by slice "bench" for
// the club-scale bench, with the names and shapes of slice "lean"'s (which owns the real one): take theirs when both
// are merged.

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const scripts = {
  portal: path.join(repoRoot, "packages/server/src/main.ts"),
  bare: fileURLToPath(new URL("./bare-fastify.ts", import.meta.url)),
};

export type StartMode = "tsx";

export interface ServerProcess {
  base: string;
  pid: number;
  /** From spawn to the first 200 of /healthz. */
  startMs: number;
  /** The process's resident memory now (Linux /proc), in MiB. */
  rssMiB(): number;
  close(): Promise<void>;
}

/** The portal in a process of its own (its own data folder unless env names one), up once /healthz answers. */
export function startPortal(env: Record<string, string>, _mode: StartMode = "tsx") {
  return startProcess(scripts.portal, {
    LOG_LEVEL: "warn",
    RATE_LIMIT_MAX: "10000000",
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "club-bench-")),
    ...env,
  });
}

/** The bare Fastify (the floor), started the same way. */
export const startBareFastify = () => startProcess(scripts.bare, {});

async function startProcess(script: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=@club/source", script], {
    cwd: repoRoot,
    env: { ...process.env, ...env, HOST: "127.0.0.1", PORT: String(port) },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-5_000);
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited (${child.exitCode}): ${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`${script}: no /healthz within 120 s: ${output}`);
    }
    if (
      await fetch(`${base}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const pid = child.pid as number;
  return {
    base,
    pid,
    startMs: performance.now() - started,
    rssMiB: () => rssMiB(pid),
    close: () => stop(child),
  };
}

function rssMiB(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
