import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, testPassword } from "../../test/factories.ts";
import { createTestApp, createTestInstance, type TestApp } from "../../test/test-app.ts";
import { rateLimitCounters } from "./limits.schema.ts";

// RATE_LIMIT_MAX=3: three wrong passwords per account, nine per address, three reset requests per address.
const limited = { RATE_LIMIT_MAX: "3", RATE_LIMIT_WINDOW: "15 minutes" };
// Two instances on one database, built once for the file (issue 41: built for each test, the file's tests neared
// their time limit on a busy machine); each test starts with no attempt counted, at the same moment.
let pair: readonly [TestApp, TestApp];
let start: Date;
beforeAll(async () => {
  const first = await createTestApp(limited);
  const second = await createTestInstance(first.database, first.clock, limited);
  pair = [first, second];
  start = first.clock.now;
});
afterAll(async () => {
  await pair?.[1].close();
  await pair?.[0].close();
});

async function twoInstances() {
  const [first] = pair;
  await first.database.db.delete(rateLimitCounters);
  first.clock.now = start;
  return pair;
}

const login = (t: TestApp, email: string, password: string, address = "203.0.113.7") =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/members/login",
    remoteAddress: address,
    payload: { member: { email, password } },
  });

const requestReset = (t: TestApp) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/members/request_reset_password",
    remoteAddress: "203.0.113.7",
    payload: { email: "someone@example.net" },
  });

describe("rate limits shared by every instance", () => {
  it("lets the club meeting's twelfth member sign in from one address: successes do not count", async () => {
    const [first, second] = await twoInstances();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const member = await createMember(first.database.db, { email: `meeting${i}@example.net` });
      statuses.push((await login(i % 2 ? first : second, member.email, testPassword)).statusCode);
    }
    expect(statuses).toEqual(Array(12).fill(200));
  });

  it("counts wrong passwords per account across both instances, then refuses with Retry-After", async () => {
    const [first, second] = await twoInstances();
    const member = await createMember(first.database.db, { email: "guessed@example.net" });
    const statuses: number[] = [];
    for (const t of [first, second, first])
      statuses.push((await login(t, member.email, "Wrong-1a")).statusCode);
    const refused = await login(second, member.email, testPassword);
    expect([...statuses, refused.statusCode]).toEqual([401, 401, 401, 429]);
    expect(refused.json()).toEqual({
      errors: { base: ["Too many attempts. Please wait a few minutes and try again."] },
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // From another address the account is still protected; once the window has passed, the member signs in.
    expect((await login(first, member.email, testPassword, "198.51.100.9")).statusCode).toBe(429);
    first.clock.now = new Date(first.clock.now.getTime() + 15 * 60_000 + 1000);
    expect((await login(second, member.email, testPassword)).statusCode).toBe(200);
  });

  it("counts wrong passwords per address over many accounts (three times the account limit)", async () => {
    const [first, second] = await twoInstances();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push((await login(i % 2 ? first : second, `nobody${i}@example.net`, "Wrong-1a")).statusCode);
    }
    expect(statuses).toEqual([...Array(9).fill(401), 429]);
    const member = await createMember(first.database.db, { email: "elsewhere@example.net" });
    expect((await login(first, member.email, testPassword, "198.51.100.9")).statusCode).toBe(200);
  });

  it("lets the first attempts of a simultaneous burst through and refuses the rest", async () => {
    const [first, second] = await twoInstances();
    const member = await createMember(first.database.db, { email: "burst@example.net" });
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) => login(i % 2 ? first : second, member.email, "Wrong-1a")),
    );
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it("allows the limit of reset requests on both instances together, not twice it", async () => {
    const [first, second] = await twoInstances();
    const statuses: number[] = [];
    for (const t of [first, second, first, second, first]) statuses.push((await requestReset(t)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});
