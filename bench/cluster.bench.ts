// Run on demand: `BENCH_DATABASE_URL=postgres://… npm run bench:cluster` (needs nginx, as CI installs it).
// The portal behind nginx with one instance, then with two, on one PostgreSQL (the benchmarks' 50,000 members)
// and an S3-protocol server: 50 connections for 30 s (autocannon) on an authenticated GET (the profile) and on a
// member search. Writes throughput and latency with the machine to docs/performance.md (section "cluster").
import { openPostgres } from "../packages/server/src/db/client.ts";
import {
  createDatabase,
  type Instance,
  startInstance,
  startNginx,
} from "../packages/server/src/test/cluster.ts";
import { startS3 } from "../packages/server/src/test/s3-server.ts";
import { benchPassword, memberCount, seedDirectory } from "./directory-seed.ts";
import { load } from "./load.ts";
import { machine, writeSection } from "./performance-doc.ts";

const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) throw new Error("BENCH_DATABASE_URL (a PostgreSQL server) is required");
const quick = process.env.BENCH_QUICK === "1";
const seconds = quick ? 5 : 30;
const connections = 50;

const database = await createDatabase(serverUrl);
const s3 = await startS3("club-photos");
const instances: Instance[] = [];
try {
  console.log("seeding");
  const seeded = openPostgres(database.url);
  await seeded.migrate();
  const email = await seedDirectory(seeded);
  await seeded.close();
  const env = { DATABASE_URL: database.url, ...s3.env, DEMO_DATA: "off", RATE_LIMIT_MAX: "10000000" };
  instances.push(await startInstance(env), await startInstance(env));
  const login = await fetch(`${instances[0]?.url}/api/v1/members/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ member: { email, password: benchPassword, remember_me: true } }),
  });
  const headers = {
    authorization: login.headers.get("authorization") as string,
    "accept-encoding": "gzip, deflate, br",
  };
  const requests = {
    "GET /api/v1/members/profile": "/api/v1/members/profile",
    "member search (last name Smith1…, a page of 500 at most)": "/api/v1/members/search?last_name=Smith1",
  };
  const rows: string[] = [];
  for (const count of [1, 2]) {
    const nginx = await startNginx(instances.slice(0, count).map((instance) => `127.0.0.1:${instance.port}`));
    try {
      for (const [label, pathname] of Object.entries(requests)) {
        await load(`${nginx.url}${pathname}`, headers, connections, seconds);
        const result = await load(`${nginx.url}${pathname}`, headers, connections, seconds);
        console.log(count, label, result);
        rows.push(
          `| ${label} | ${count} | ${result.rate.toFixed(0)} | ${result.p50} | ${result.p99} | ${result.errors} / ${result.timeouts} / ${result.non2xx} |`,
        );
      }
    } finally {
      await nginx.stop();
    }
  }
  const markdown = `## Two instances behind nginx

Measured by \`npm run bench:cluster\` (bench/cluster.bench.ts) on ${new Date().toISOString().slice(0, 10)}, on
${machine}: nginx in front of one instance, then two, on one PostgreSQL 15 of ${memberCount.toLocaleString("en-US")}
members and an S3-protocol server; ${connections} connections for ${seconds} s (autocannon, after a run as long to
warm up), everything on this one machine.

Here nginx, PostgreSQL, autocannon and the instances share the same cores, so the second instance adds what
the first left idle, not a second machine's worth: the figures show that two instances share the load without
lost sessions, not how a club's two servers would scale. The few socket errors on the profile, with one
instance as with two, come from nginx closing a client's connection after its 1,000th request (its
\`keepalive_requests\`) while autocannon had the next one under way: they appear only when a connection passes
1,000 requests (not in 5 s runs, nor in the slower search), and a browser sends such a request again.

| request | instances | requests/s | p50 ms | p99 ms | socket errors / timeouts / not 2xx |
| --- | --- | --- | --- | --- | --- |
${rows.join("\n")}
`;
  if (quick) console.log(markdown);
  else writeSection("cluster", markdown);
} finally {
  for (const instance of instances) await instance.stop();
  await s3.close();
  await database.drop();
}
