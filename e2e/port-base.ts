import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Issue 41: an `npm test` running beside another (a second checkout, a second CI job on the machine) takes ports of
// its own.

/** The journeys' servers' ports: the first portal's is the base, the others above it. */
export function portsOf(base: number) {
  return { portal: base, paypalPortal: base + 1, settingsPortal: base + 2, paypalStandIn: base + 90 };
}

/** Whether no process listens on any of the base's ports (checked in a child: the config is read synchronously). */
function portsFree(base: number): boolean {
  const probe = `
    const net = require("node:net");
    const free = (port) => new Promise((done) => {
      const server = net.createServer().once("error", () => done(false));
      server.listen(port, () => server.close(() => done(true)));
    });
    Promise.all(${JSON.stringify(Object.values(portsOf(base)))}.map(free))
      .then((answers) => console.log(answers.every(Boolean)));`;
  return execFileSync(process.execPath, ["-e", probe], { encoding: "utf8" }).trim() === "true";
}

const lockOf = (base: number) => path.join(tmpdir(), `club-e2e-ports-${base}.lock`);

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Holds the base for this run: a folder made atomically in the machine's temporary folder, so two runs starting
 * together cannot both take it (a free-port check alone let them). One left by a run that ended without removing it
 * is taken over.
 */
function claim(base: number): boolean {
  const lock = lockOf(base);
  const pidFile = path.join(lock, "pid");
  try {
    mkdirSync(lock);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    let holder: number;
    try {
      holder = Number(readFileSync(pidFile, "utf8"));
    } catch {
      return false; // being claimed this instant
    }
    if (running(holder)) return false;
    rmSync(lock, { recursive: true, force: true });
    try {
      mkdirSync(lock);
    } catch {
      return false;
    }
  }
  writeFileSync(pidFile, String(process.pid));
  return true;
}

/** The first of 3300, 3400, … that this run holds and whose ports are free. */
export function claimPortBase(): number {
  for (let base = 3300; base < 9900; base += 100) {
    if (!claim(base)) continue;
    const lock = lockOf(base);
    if (portsFree(base)) {
      // Only the base this run keeps is let go at its exit: one given back below may be another run's by then.
      process.once("exit", () => rmSync(lock, { recursive: true, force: true }));
      return base;
    }
    rmSync(lock, { recursive: true, force: true });
  }
  throw new Error("No free ports for the end-to-end portals between 3300 and 9900: set E2E_PORT");
}
