import { load } from "./load.ts";
import { startBareFastify } from "./start.bench.ts";

// Issue 41, the common request's cost: a signed-in GET (the member's profile) at full speed, beside a bare Fastify
// answering a JSON of the same size, in the same run (autocannon in a process of its own, 10 connections). A minimal
// version written by slice "bench" for the club-scale bench; slice "lean" owns the real one under the same names.

const connections = 10;
const seconds = () => (process.env.BENCH_QUICK === "1" ? 3 : 10);

/** Requests a second of `GET /api/v1/members/profile` signed in with `token` (an Authorization header's value). */
export async function measureSignedInGet(base: string, token: string) {
  const result = await load(
    `${base}/api/v1/members/profile`,
    { authorization: token },
    connections,
    seconds(),
  );
  return result.rate;
}

/** Requests a second of a bare Fastify's GET, started for the measure and stopped after it. */
export async function measureBareFastify() {
  const bare = await startBareFastify();
  try {
    return (await load(`${bare.url}/profile`, {}, connections, seconds())).rate;
  } finally {
    await bare.stop();
  }
}
