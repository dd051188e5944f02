import { measureSignedInGet, signInDemoMember } from "./request-cost.bench.ts";
import { type StartMode, startBareFastify, startPortal } from "./server-process.ts";

// Issue 41, start to /healthz: the portal from its spawn to its first /healthz answered, beside a bare Fastify's,
// and its resident memory once idle and after a few seconds of signed-in GETs. A minimal version written by slice
// "bench" for the club-scale bench, with the names and shapes of slice "lean"'s (which owns the real one): take
// theirs when both are merged.

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
