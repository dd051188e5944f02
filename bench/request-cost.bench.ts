import { demoPassword } from "../packages/server/src/db/seed/demo-members.ts";
import { type LoadResult, load } from "./load.ts";
import { startBareFastify } from "./server-process.ts";

// Issue 41, the common request's cost: a signed-in GET (the member's profile) at full speed, beside a bare Fastify in
// a process of its own, in the same run (autocannon in a process of its own). A minimal version written by slice
// "bench" for the club-scale bench, with the names and shapes of slice "lean"'s (which owns the real one): take
// theirs when both are merged.

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
export async function signInDemoMember(base: string, email = "member@example.org") {
  const response = await fetch(`${base}/api/v1/members/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ member: { email, password: demoPassword } }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${email}: ${response.status}`);
  return response.headers.get("authorization") as string;
}
