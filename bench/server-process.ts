import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const serverDir = path.join(root, "packages/server");
/** What production starts (`npm run build`); the bench says which of the two it measured. */
export const compiledMain = path.join(serverDir, "dist/main.js");

/** The young generation's cap production starts the portal and the worker with (docs/operations.md). */
export const youngGeneration = "--max-semi-space-size=16";

/** A web instance on PostgreSQL in production: its heap's limit twice what a full collection leaves (docs/operations.md). */
export const webInstanceV8Options = [youngGeneration, "--heap-growing-percent=100"];

/** The worker in production: its collections on its own (niced) threads, none on V8's helper threads (docs/operations.md). */
export const workerV8Options = [youngGeneration, "--single-threaded-gc"];

/** The portal from its sources with `npm start`'s options (package.json; why each: docs/decisions.md, "Build and tooling"). */
export const npmStartArgs = [
  youngGeneration,
  "--liftoff-only",
  "--conditions=@club/source",
  path.join(serverDir, "src/main.ts"),
];

/** How the portal is started: as `npm start` does (Node reads the TypeScript sources), or compiled. */
export type StartMode = "sources" | "compiled";

export const startModes = (): StartMode[] =>
  existsSync(compiledMain) ? ["sources", "compiled"] : ["sources"];

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== "object" || address === null) throw new Error("no free port");
  return address.port;
}

/** A Fastify with one route and nothing else: the floor of both a request and a start. */
const bareFastifySource = `
import Fastify from "fastify";
const app = Fastify({ logger: false });
app.get("/healthz", async () => ({ status: "ok" }));
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT) });
`;

export interface ServerProcess {
  base: string;
  pid: number;
  /** From spawn to the first 200 of /healthz. */
  startMs: number;
  /**
   * The CPU time (user and system, all its threads) the process had used by then, in ms: on a shared machine the
   * wall time is mostly the other processes' turn, this is the start's own work.
   */
  startCpuMs: number;
  /** The process's resident memory now (Linux /proc), in MiB. */
  rssMiB(): number;
  close(): Promise<void>;
}

/** The portal in a process of its own (its own data folder unless env names one), up once /healthz answers. */
export function startPortal(env: Record<string, string>, mode: StartMode = "sources") {
  // As `npm start` and docs/operations.md start it (issue 41: V8's young generation held to 32 MiB).
  const args = mode === "compiled" ? [youngGeneration, compiledMain] : npmStartArgs;
  return startProcess(args, root, {
    LOG_LEVEL: "warn",
    RATE_LIMIT_MAX: "10000000",
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "club-lean-")),
    // The built web app is not needed to answer the API; a missing folder only means no pages.
    WEB_DIST_DIR: path.join(root, "packages/web/dist"),
    ...env,
  });
}

/** The bare Fastify (the floor), started the same way as a compiled server: plain node, no transpiling. */
export function startBareFastify() {
  return startProcess(["--input-type=module", "-e", bareFastifySource], serverDir, {});
}

async function startProcess(
  args: string[],
  cwd: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`the server exited (${code}) before answering`))),
  );
  exited.catch(() => undefined);
  await Promise.race([untilHealthy(base), exited]);
  const startMs = performance.now() - started;
  return {
    base,
    pid: child.pid ?? 0,
    startMs,
    startCpuMs: cpuMs(child.pid ?? 0),
    rssMiB: () => rssMiB(child.pid ?? 0),
    close: () => stop(child),
  };
}

async function untilHealthy(base: string) {
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline) {
    const ok = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${base}/healthz did not answer within 120 s`);
}

// Linux's clock ticks (USER_HZ), 100 a second on every usual kernel.
const ticksPerSecond = 100;

function cpuMs(pid: number) {
  // The fields after the command's name, which is in parentheses and may hold spaces: utime and stime are 14 and 15.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8")
    .replace(/^.*\) /s, "")
    .split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

function rssMiB(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
