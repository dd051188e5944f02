// Run on demand: `BENCH_DATABASE_URL=postgres://… npm run bench:crowd` (PostgreSQL). Issue 41, slice "crowd": 500
// members registering at the same moment for an event of 100 places, over HTTP to the app on a pool of
// DATABASE_POOL_MAX connections (10 unless set): every answer's status, the places taken, and how long the slowest
// waited; beside the floor, the same registrations made one after another. A database already seeded by the other
// benches (bench/directory-seed.ts) is reused. Writes its section of docs/performance.md with BENCH_WRITE=1.
import os from "node:os";
import { sql } from "drizzle-orm";
import { openPostgres } from "../packages/server/src/db/client.ts";
import { newToken } from "../packages/server/src/lib/tokens.ts";
import { sessions } from "../packages/server/src/modules/auth/auth.schema.ts";
import { startBenchApp } from "./bench-app.ts";
import { type CrowdResult, runCrowd } from "./crowd.ts";
import { seedDirectory } from "./directory-seed.ts";
import { signIn } from "./member-client.ts";
import { machine, writeSection } from "./performance-doc.ts";

const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.error("BENCH_DATABASE_URL=postgres://… is required: the crowd bench runs on PostgreSQL");
  process.exit(1);
}
const crowd = Number(process.env.BENCH_CROWD ?? 500);
const places = Number(process.env.BENCH_PLACES ?? 100);
const poolMax = process.env.DATABASE_POOL_MAX ?? "10";

const database = openPostgres(url);
await database.migrate();
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
if (((await rows<{ n: number }>(sql`select count(*)::int as n from members`))[0]?.n ?? 0) < 1_000) {
  console.log("seeding the directory (50,000 members)");
  await seedDirectory(database);
}
const [office] = await rows<{ email: string }>(sql`select m.email from members m
  join staff s on s.member_id = m.id where s.role = 'office_admin' order by m.id limit 1`);
const adminEmail =
  office?.email ??
  (await (async () => {
    const [first] = await rows<{ id: number; email: string }>(
      sql`select id, email from members order by id limit 1`,
    );
    await database.db.execute(sql`insert into staff (member_id, role, created_at)
      values (${first?.id}, 'office_admin', now())`);
    return first?.email as string;
  })());

const { base, close } = await startBenchApp(database, { env: { DATABASE_POOL_MAX: poolMax } });
const officeToken = await signIn(base, adminEmail);

/** A new portal event of `places` places, a month ahead, for which the crowd registers. */
async function newEvent(title: string) {
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const response = await fetch(`${base}/api/v1/office/events`, {
    method: "POST",
    headers: { authorization: officeToken, "content-type": "application/json" },
    body: JSON.stringify({
      title,
      date_start: day,
      date_end: day,
      registration: "portal",
      place: "Fairgrounds",
      capacity: places,
      prices: [{ kind: "member", amount: 4000 }],
      car_required: false,
    }),
  });
  if (response.status !== 201) throw new Error(`event: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

/** `count` members in good standing, signed in (their sessions written as a sign-in writes them). */
async function crowdTokens(offset: number) {
  const members = await rows<{ id: number }>(sql`select m.id from members m
    join national_memberships n on n.member_id = m.id
    where n.dues_expire > current_date and m.id not in (select member_id from staff)
    order by m.id offset ${offset} limit ${crowd}`);
  const signedIn = members.map(({ id }) => ({ memberId: id, ...newToken() }));
  const now = new Date();
  await database.db.insert(sessions).values(
    signedIn.map(({ memberId, tokenHash }) => ({
      memberId,
      tokenHash,
      rememberMe: false,
      scope: "full" as const,
      expiresAt: new Date(now.getTime() + 3_600_000),
      lastUsedAt: now,
      createdAt: now,
    })),
  );
  return signedIn.map(({ token }) => token);
}

const loads: number[] = [os.loadavg()[0] ?? 0];
const stamp = Date.now();
// The floor: the same registrations one after another, each alone on the server.
const serialTokens = await crowdTokens(0);
const serialEvent = await newEvent(`Crowd floor ${stamp}`);
const serialStart = performance.now();
for (const token of serialTokens) await runCrowd(base, { eventId: serialEvent, tokens: [token] });
const serialSeconds = (performance.now() - serialStart) / 1000;
loads.push(os.loadavg()[0] ?? 0);

const results: CrowdResult[] = [];
for (let run = 0; run < Number(process.env.BENCH_TIMES ?? 3); run++) {
  const eventId = await newEvent(`Crowd ${stamp} ${run}`);
  const result = await runCrowd(base, { eventId, tokens: await crowdTokens(crowd * (run + 1)) });
  loads.push(os.loadavg()[0] ?? 0);
  console.log(JSON.stringify(result));
  results.push(result);
}
await close();
await database.close();

const s = (ms: number) => (ms / 1000).toFixed(1);
const lines = results.map(
  (r, i) =>
    `| ${i + 1} | ${Object.entries(r.statuses)
      .map(([status, count]) => `${count} × ${status}`)
      .join(", ")} | ${r.placed} | ${r.waitlisted} | ${s(r.p50)} | ${s(r.p99)} | ${s(r.slowest)} |`,
);
console.log(`one after another: ${serialSeconds.toFixed(1)} s`);
console.log(lines.join("\n"));
if (process.env.BENCH_WRITE === "1")
  writeSection(
    "crowd",
    `${crowd} members registering at the same moment for ${places} places (a paid event: a place is held for payment),
over HTTP to one instance on a pool of ${poolMax} connections (${new Date().toISOString().slice(0, 10)}, PostgreSQL 15 on
${machine}; load (1 min) ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}). The floor, the same
${crowd} registrations one after another: ${serialSeconds.toFixed(1)} s.

| run | answers | places | waiting list | median (s) | p99 (s) | slowest (s) |
|---|---|---|---|---|---|---|
${lines.join("\n")}`,
  );
