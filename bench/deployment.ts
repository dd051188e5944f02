import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import type { Database } from "../packages/server/src/db/client.ts";
import { freePort, startNginx } from "../packages/server/src/test/cluster.ts";
import { startBenchApp } from "./bench-app.ts";
import { loopDelayTag } from "./loop-delay-tag.ts";
import { webInstanceV8Options, workerV8Options } from "./server-process.ts";

// Issue 41: the portal as "Done means" deploys it for the club-scale bench: two web instances with JOBS=off (they
// send jobs to the queue, run none) and one worker process (`npm run worker`), each a process of its own on the
// bench's PostgreSQL database, nginx in front of the two web instances when the machine has it. Or, with
// `--in-process`, today's single app in the bench's own process (a quick run). Each process's event loop delay is
// read from outside: the bench preloads loop-delay-probe.ts into the processes it starts (never the portal itself).

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const serverSource = path.join(repoRoot, "packages/server/src");
const probe = fileURLToPath(new URL("./loop-delay-probe.ts", import.meta.url));

/** One second of one process's event loop: when it ended, its p99 and max delay in milliseconds. */
interface DelayWindow {
  at: number;
  p99: number;
  max: number;
}

/** The worst second of each process (by role) from `since` (Date.now()) on. */
export type LoopDelays = Record<string, { p99: number; max: number }>;

export interface Deployment {
  /** Where the office's requests go (nginx, or the first web instance). */
  office: string;
  /** Where the member's GETs go, taken in turn. */
  memberBases: string[];
  /** The web instances themselves (each a base URL). */
  webBases: string[];
  /** In words, for docs/performance.md. */
  described: string;
  loopDelays(since: number): LoopDelays;
  close(): Promise<void>;
}

function worstOf(windows: DelayWindow[], since: number) {
  // A window ending within its first second after `since` is mostly before it: counted all the same (an upper bound).
  const during = windows.filter((window) => window.at >= since);
  return {
    p99: Math.max(0, ...during.map((window) => window.p99)),
    max: Math.max(0, ...during.map((window) => window.max)),
  };
}

/** This process's own loop, in one-second windows as the probe reports a child's. */
function ownLoopDelay() {
  const windows: DelayWindow[] = [];
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const timer = setInterval(() => {
    windows.push({ at: Date.now(), p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6 });
    histogram.reset();
  }, 1000);
  return {
    windows,
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}

interface Started {
  role: string;
  child: ChildProcess;
  windows: DelayWindow[];
  output: () => string;
}

/**
 * `node <v8Options> --import loop-delay-probe.ts --conditions=@club/source <script>`: `v8Options` are those production
 * gives a web instance or the worker (server-process.ts, docs/operations.md); its probe's lines collected.
 */
function startProcess(
  role: string,
  script: string,
  env: Record<string, string>,
  v8Options: string[],
): Started {
  const child = spawn(
    process.execPath,
    [...v8Options, "--import", probe, "--conditions=@club/source", path.join(serverSource, script)],
    { cwd: repoRoot, env: { ...process.env, LOG_LEVEL: "warn", ...env }, stdio: ["ignore", "pipe", "pipe"] },
  );
  // A bench that fails half-way leaves no portal running behind it.
  const orphaned = () => child.kill("SIGKILL");
  process.once("exit", orphaned);
  child.once("exit", () => process.off("exit", orphaned));
  const windows: DelayWindow[] = [];
  let output = "";
  let partial = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      if (line.startsWith(loopDelayTag)) windows.push(JSON.parse(line.slice(loopDelayTag.length + 1)));
      else output = `${output}${line}\n`.slice(-20_000);
    }
  });
  return { role, child, windows, output: () => output };
}

async function ready(started: Started, url: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null)
      throw new Error(`${started.role} exited (${started.child.exitCode}):\n${started.output()}`);
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${started.role}: no answer from ${url} within 120 s:\n${started.output()}`);
}

/** A process without HTTP (the worker): running once its probe has reported a second and it has not exited. */
async function running(started: Started) {
  const deadline = Date.now() + 120_000;
  while (started.windows.length < 2) {
    if (started.child.exitCode !== null)
      throw new Error(`${started.role} exited (${started.child.exitCode}):\n${started.output()}`);
    if (Date.now() > deadline)
      throw new Error(`${started.role}: not running within 120 s:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function stop(started: Started) {
  const { child } = started;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** The processes on `databaseUrl` (already migrated and seeded), their clock starting at `clockStart`. */
export async function startProcesses(options: {
  databaseUrl: string;
  clockStart: string;
  env: Record<string, string>;
}): Promise<Deployment> {
  const env = {
    DATABASE_URL: options.databaseUrl,
    CLOCK_START: options.clockStart,
    DEMO_DATA: "off",
    RATE_LIMIT_MAX: "10000000",
    // One folder for all three, as one machine's deployment shares it (photos; task files live in the database).
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "club-bench-")),
    ...options.env,
  };
  const processes: Started[] = [];
  const webBases: string[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  const close = async () => {
    await nginx?.stop();
    for (const started of processes) await stop(started);
  };
  try {
    for (const role of ["web 1", "web 2"]) {
      const port = await freePort();
      const started = startProcess(
        role,
        "main.ts",
        { ...env, JOBS: "off", HOST: "127.0.0.1", PORT: String(port) },
        webInstanceV8Options,
      );
      processes.push(started);
      await ready(started, `http://127.0.0.1:${port}/readyz`);
      webBases.push(`http://127.0.0.1:${port}`);
    }
    const worker = startProcess("worker", "worker.ts", env, workerV8Options);
    processes.push(worker);
    await running(worker);
    const nginxBinary = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
    if (existsSync(nginxBinary))
      nginx = await startNginx(
        webBases.map((base) => base.replace("http://", "")),
        nginxBinary,
      );
    return {
      office: nginx?.url ?? (webBases[0] as string),
      memberBases: nginx ? [nginx.url] : webBases,
      webBases,
      described: `two web instances (\`JOBS=off\`) ${nginx ? "behind nginx" : "taken in turn by the member's client"} and one worker process (\`npm run worker\`)`,
      loopDelays(since) {
        // A process gone in the middle of the run makes every later figure meaningless: stop there.
        const gone = processes.find((started) => started.child.exitCode !== null);
        if (gone) throw new Error(`${gone.role} exited (${gone.child.exitCode}):\n${gone.output()}`);
        return Object.fromEntries(
          processes.map((started) => [started.role, worstOf(started.windows, since)]),
        );
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Today's single app in this process (`--in-process`): a quick run, jobs and members on one event loop. */
export async function startInProcess(
  database: Database,
  options: { now: () => Date; env: Record<string, string> },
): Promise<Deployment> {
  const app = await startBenchApp(database, options);
  const loop = ownLoopDelay();
  return {
    office: app.base,
    memberBases: [app.base],
    webBases: [app.base],
    described: "one app in the bench's own process, running the jobs too (`--in-process`)",
    loopDelays: (since) => ({ "the app (in process)": worstOf(loop.windows, since) }),
    async close() {
      loop.stop();
      await app.close();
    },
  };
}
