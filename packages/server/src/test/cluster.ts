import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

// Real parts for a multi-instance run (the CI test and the benchmark): a database on a PostgreSQL server, an
// S3-protocol server, instances of the portal as processes of their own, and nginx in front of them.

const repoRoot = fileURLToPath(new URL("../../../..", import.meta.url));
const serverMain = path.join(repoRoot, "packages/server/src/main.ts");
const workerMain = path.join(repoRoot, "packages/server/src/worker.ts");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A new, empty database on the server of `serverUrl`; `drop` removes it. */
export async function createDatabase(serverUrl: string) {
  const name = `club_cluster_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export interface Instance {
  url: string;
  port: number;
  /** What the process printed, for a failure's message. */
  output: () => string;
  /** SIGTERM, as systemd stops it: requests in flight finish, new ones are refused. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash or the kernel's out-of-memory killer ends it: nothing finishes. */
  kill(): Promise<void>;
}

/** One portal process (`npm start`'s server) on a free port, resolved once /readyz answers. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--conditions=@club/source", serverMain], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: "warn", ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${url}/readyz`, child, () => output);
  return {
    url,
    port,
    output: () => output,
    stop: () => stopProcess(child),
    kill: () => stopProcess(child, "SIGKILL"),
  };
}

// Real time for a process to start (the app's clock has nothing to do with it): under tsx, migrating and seeding a
// new database took 45 s on a shared 2-core machine at load 24 (issue 41), three processes starting one by one.
const startPatienceMs = 120_000;

/** A worker process (`npm run worker`, issue 41): no HTTP, resolved once it logs that it runs the jobs. */
export async function startWorkerProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--conditions=@club/source", workerMain], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const started = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("worker started")) resolve();
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => reject(new Error(`the worker exited (${code}):\n${output}`)));
  });
  const timeout = setTimeout(() => child.kill("SIGKILL"), startPatienceMs);
  try {
    await started;
  } finally {
    clearTimeout(timeout);
  }
  return {
    output: () => output,
    /** SIGTERM, as systemd stops it; resolves with the exit code. */
    stop: async () => {
      await stopProcess(child);
      return child.exitCode;
    },
  };
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string) {
  const timeout = AbortSignal.timeout(startPatienceMs);
  while (!timeout.aborted) {
    if (child.exitCode !== null) throw new Error(`the instance exited (${child.exitCode}):\n${output()}`);
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`no answer from ${url} within ${startPatienceMs / 1000} s:\n${output()}`);
}

function stopProcess(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}

/**
 * nginx's site for the portal as docs/operations.md gives it, without TLS (the test and the benchmark talk plain
 * HTTP to it on localhost): the upstream instances, the client's address for TRUST_PROXY, timeouts, body size.
 */
export function nginxSite(upstreams: string[], listen: string) {
  return `
  upstream club_portal {
${upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=10s;`).join("\n")}
    keepalive 32;
  }
  server {
    listen ${listen};
    # Ten photos of 5 MB and the form's fields.
    client_max_body_size 60m;
    location / {
      proxy_pass http://club_portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      # Replaces whatever the client sent: the portal (TRUST_PROXY=true) counts limits by this address.
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 5s;
      proxy_send_timeout 60s;
      proxy_read_timeout 60s;
      # An instance that is stopping or gone: the request goes to another (a POST only if it was never sent).
      proxy_next_upstream error timeout http_502 http_503;
    }
  }`;
}

/** nginx (Debian's package) in the foreground, on a free port, in front of `upstreams` (host:port). */
export async function startNginx(upstreams: string[], binary = process.env.NGINX_PATH ?? "/usr/sbin/nginx") {
  const prefix = mkdtempSync(path.join(tmpdir(), "club-nginx-"));
  for (const dir of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(prefix, dir));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    `${asRoot ? "user root;" : ""}
worker_processes 2;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
# Each request in flight holds two connections (the client's, the instance's) and a worker may take most of a
# crowd: at 1,024 the club bench's 500 registrations at once left nginx "reusing connections", and 21 of them failed.
worker_rlimit_nofile 8192;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${nginxSite(upstreams, `127.0.0.1:${port}`)}
}
`,
  );
  const child = spawn(binary, ["-p", prefix, "-c", path.join(prefix, "nginx.conf")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${url}/healthz`, child, () => output);
  return { url, stop: () => stopProcess(child) };
}
