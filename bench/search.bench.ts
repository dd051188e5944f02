// Run on demand: `npm run bench` (PGlite), and with BENCH_DATABASE_URL=postgres://… for PostgreSQL too.
// Seeds 50,000 members and 30,000 cars, starts the real app on a port and times the directory's requests over
// HTTP, one connection at a time; beside each figure the same SQL timed straight on the database ("database
// floor"). On PostgreSQL, 200 connections for 60 s (autocannon); on PGlite, 20 concurrent searches. Writes the
// figures with the machine to docs/performance.md (section "search").
import os from "node:os";
import pg from "pg";
import { type Database, openPglite, openPostgres } from "../packages/server/src/db/client.ts";
import { captureQueries, type Query } from "../packages/server/src/test/round-trips.ts";
import { startBenchApp } from "./bench-app.ts";
import { carCount, memberCount, regionMembers, seedDirectory } from "./directory-seed.ts";
import { load } from "./load.ts";
import { machine, writeSection } from "./performance-doc.ts";

// BENCH_QUICK=1: a short run to try the bench itself; it prints the figures and leaves the doc alone.
const quick = process.env.BENCH_QUICK === "1";
/** Timed requests of each kind, one connection, after a warm-up. */
const runs = quick ? 10 : 40;
const loadSeconds = quick ? 5 : 60;
// What a browser sends: replies over 1 KiB come back compressed, as they would to a member.
const browserHeaders = { "accept-encoding": "gzip, deflate, br" };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

/** Runs the captured statements straight on the database, outside the app, in the order the app sent them. */
function databaseFloor(database: Database, url: string | undefined) {
  if (database.kind === "postgres" && url) {
    const client = new pg.Client({ connectionString: url });
    const connected = client.connect();
    return {
      run: async (queries: Query[]) => {
        await connected;
        for (const q of queries) await client.query(q.text, q.values);
      },
      close: () => client.end(),
    };
  }
  const pglite = (
    database.db as unknown as { $client: { query: (text: string, values: unknown[]) => unknown } }
  ).$client;
  return {
    run: async (queries: Query[]) => {
      for (const q of queries) await pglite.query(q.text, q.values);
    },
    close: async () => undefined,
  };
}

async function time(run: () => Promise<unknown>, count = runs) {
  for (let i = 0; i < 3; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

async function measure(database: Database, label: string, url?: string) {
  console.log(`${label}: seeding`);
  const email = await seedDirectory(database);
  const { base, close } = await startBenchApp(database);
  const login = await fetch(`${base}/api/v1/members/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ member: { email, password: "Bench-Password-2026", remember_me: true } }),
  });
  const headers = { ...browserHeaders, authorization: login.headers.get("authorization") as string };
  const get = async (pathname: string) => {
    const response = await fetch(`${base}${pathname}`, { headers });
    const body = await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${pathname}: ${response.status}`);
    return body.byteLength;
  };
  const first = async (pathname: string) =>
    ((await (await fetch(`${base}${pathname}`, { headers })).json()) as { results: Record<string, number>[] })
      .results[0] ?? {};
  const { memberNo } = await first("/api/v1/members/search?email=bench4242%40");
  const { id: carId } = await first("/api/v1/vehicles/search?year=1931");
  // The make with the most cars: the largest of the registry's per-make numbers.
  const { makes } = (await (await fetch(`${base}/api/v1/registry/stats`, { headers })).json()) as {
    makes: { makeId: number }[];
  };
  const largestMake = makes[0]?.makeId;
  // A different search every time, so that no count is kept from the last one (search-counts.ts): each matches
  // thousands, so each full page is counted.
  const fresh = (() => {
    const lastNames = ["son", "s", "n", "o", "a", "e", "i", "l", "r", "t", "m", "h"];
    const firstNames = ["a", "e", "i", "r", "n", "m", "l"];
    let next = 0;
    return () => {
      next += 1;
      const lastName = lastNames[next % lastNames.length] as string;
      const firstName = firstNames[Math.floor(next / lastNames.length) % firstNames.length] as string;
      return `/api/v1/members/search?last_name=${lastName}&first_name=${firstName}`;
    };
  })();
  const cases: [string, string | (() => string)][] = [
    ["membership details (Member Info)", "/api/v1/members/membership_details"],
    ["member search: one hit (e-mail)", "/api/v1/members/search?email=bench4242%40"],
    ["member search: last name contains 'son', 500-row page 1", "/api/v1/members/search?last_name=son"],
    ["member search: city and state, 500-row page 1", "/api/v1/members/search?city=spring&state=US-IL"],
    ["member search: a different 500-row search each time (counted)", fresh],
    [
      "member search: all by member number, 500-row page 3",
      "/api/v1/members/search?sort=member_no&order=desc&page=3",
    ],
    ["member detail", `/api/v1/members/${memberNo}/search_profile`],
    ["car search: model contains 'model j', 500-row page 1", "/api/v1/vehicles/search?model=model%20j"],
    ["car search: year 1931 by model, 500-row page 1", "/api/v1/vehicles/search?year=1931&sort=model"],
    ["car detail", `/api/v1/vehicles/${carId}/search_profile`],
    ["registry in numbers: every make", "/api/v1/registry/stats"],
    [
      "registry in numbers: the largest make by model and year",
      `/api/v1/registry/stats?make_id=${largestMake}`,
    ],
    [
      `CSV export: ${regionMembers.toLocaleString("en-US")} members, all member data`,
      "/api/v1/regional_administrators/report?region=GI&filter_option=all_members&export_selection=all_member_data",
    ],
  ];
  const floor = databaseFloor(database, url);
  const rows: string[] = [];
  for (const [name, path] of cases) {
    const pathname = () => (typeof path === "string" ? path : path());
    const count = name.startsWith("CSV") ? 10 : runs;
    let size = 0;
    const app_ = await time(async () => {
      size = await get(pathname());
    }, count);
    const queries = await captureQueries(database.db, () => get(pathname()));
    const db_ = await time(() => floor.run(queries), count);
    const ratio = percentile(app_, 50) / Math.max(percentile(db_, 50), 0.01);
    // Issue 11's target for a 500-row page: p95 at most 30 ms on PostgreSQL, 100 ms on PGlite.
    const target = name.includes("500-row") ? (database.kind === "postgres" ? 30 : 100) : undefined;
    const verdict = target ? `${percentile(app_, 95) <= target ? "met" : "missed"} (≤ ${target})` : "";
    rows.push(
      `| ${label} | ${name} | ${ms(percentile(app_, 50))} | ${ms(percentile(app_, 95))} | ${ms(percentile(db_, 50))} | ${ms(percentile(db_, 95))} | ${queries.length} | ${ratio.toFixed(1)}× | ${(size / 1024).toFixed(size < 10_240 ? 1 : 0)} KiB | ${verdict} |`,
    );
    console.log(rows.at(-1));
  }
  await floor.close();

  const loads: string[] = [];
  const loadCases: [string, string, number, number][] =
    database.kind === "postgres"
      ? [
          ["membership details", cases[0]?.[1] as string, 200, loadSeconds],
          ["member search, one hit", cases[1]?.[1] as string, 200, loadSeconds],
          ["member search, 500-row page", cases[2]?.[1] as string, 200, loadSeconds],
        ]
      : [
          ["member search, 500-row page", cases[2]?.[1] as string, 20, loadSeconds / 3],
          ["car search, 500-row page", cases[7]?.[1] as string, 20, loadSeconds / 3],
          ["membership details", cases[0]?.[1] as string, 20, loadSeconds / 3],
        ];
  for (const [name, pathname, connections, seconds] of loadCases) {
    console.log(`${label}: ${connections} connections, ${seconds} s: ${name}`);
    const result = await load(`${base}${pathname}`, headers, connections, seconds);
    // Issue 11's targets: no errors; on PostgreSQL, p99 of an authenticated GET (membership details) ≤ 200 ms.
    const failures = result.errors + result.timeouts + result.non2xx;
    const p99Target = database.kind === "postgres" && name === "membership details" ? 200 : undefined;
    const verdict =
      failures > 0
        ? "missed (errors)"
        : p99Target
          ? `${result.p99 <= p99Target ? "met" : "missed"} (p99 ≤ ${p99Target}, no errors)`
          : "met (no errors)";
    loads.push(
      `| ${label} | ${name} | ${connections} | ${seconds} | ${result.requests.toLocaleString("en-US")} | ${result.rate.toFixed(0)} | ${ms(result.p50)} | ${ms(result.p99)} | ${result.errors} | ${result.timeouts} | ${result.non2xx} | ${verdict} |`,
    );
    console.log(loads.at(-1));
  }
  await close();
  await database.close();
  return { rows, loads };
}

const load1 = os.loadavg()[0] ?? 0;
const pglite = await measure(await openPglite(), "PGlite");
const url = process.env.BENCH_DATABASE_URL;
const postgres = url ? await measure(openPostgres(url), "PostgreSQL 15", url) : { rows: [], loads: [] };
const load2 = os.loadavg()[0] ?? 0;

if (quick) process.exit(0);
writeSection(
  "search",
  `## Directory search

Measured by \`npm run bench\` (bench/search.bench.ts) on ${new Date().toISOString().slice(0, 10)}: ${memberCount.toLocaleString("en-US")} members (90% in good standing,
20% with an associate), ${carCount.toLocaleString("en-US")} cars, ${regionMembers.toLocaleString("en-US")} members in one region. The app listens on a port and is asked over HTTP
as a browser asks (signed in, \`Accept-Encoding: gzip, deflate, br\`). Times in milliseconds.

Machine: ${machine}. Load average (1 min) ${load1.toFixed(1)} at the start, ${load2.toFixed(1)} at the end${Math.max(load1, load2) > 1.5 ? ": other jobs shared the two cores, so these are upper bounds" : ""}.

### One connection

Each request ${runs} times in a row after a warm-up (the export 10 times). **Database floor**: the same statements
the app sent for that request (captured where Drizzle sends them, with their parameters), run one after the other
straight on the database: a node-postgres client of its own for PostgreSQL, the PGlite instance itself for PGlite.
**Ratio**: the app's median over the floor's, what the app, HTTP and compression add. **Trips**: the statements a
request sends (the session's included). A search asked again within a minute reuses the count of its matches
(search-counts.ts), as paging through results does; "a different search each time" is counted on every request.

| database | request | median | p95 | floor median | floor p95 | trips | ratio | reply | target |
|---|---|---:|---:|---:|---:|---:|---:|---:|---|
${[...pglite.rows, ...postgres.rows].join("\n")}

Targets (issue 11): a 500-row page at most 30 ms at p95 on PostgreSQL, 100 ms on PGlite. Before issue 11 (same
bench through \`app.inject()\`, no network): 118–272 ms median on PGlite, 76–143 ms on PostgreSQL.

### Concurrent connections

autocannon in a process of its own, each connection sending its next request when the last is answered. On
PostgreSQL 200 connections for ${loadSeconds} s (target: no errors, p99 of an authenticated GET at most 200 ms); on PGlite 20
(target: no errors). Before issue 11: a 500-row member search under 200 connections ran at 42 requests a second
with a median of 4.7 s (20,000 members); on PGlite 20 concurrent searches had a p99 of 5.5 s and 8 requests past
autocannon's 10 s timeout. Those were requests of four or five queries one after the other, each waiting again
behind every other request's queries in PGlite's single queue, on the thread that also serves HTTP; with two round
trips and shorter queries none is left. (Letting the event loop turn before each PGlite query was tried: it
halved the throughput, so db/client.ts does not.)

| database | request | connections | seconds | requests | per second | median | p99 | errors | timeouts | not 2xx | target |
|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|
${[...pglite.loads, ...postgres.loads].join("\n")}

### What makes it fast

- **No count of the whole directory on every search.** \`totalRecords\` (the directory's size) is counted at most
  once a minute per process and day (search/search-counts.ts). \`total\` (how many match) is the page's offset
  plus its length when the page is not full; for a full page it is counted in the page's own query (a CASE whose
  subquery PostgreSQL runs only when needed, db/paging.ts) and kept a minute for the same search's next pages; with
  nothing filtered it is the directory's size.
- **A page's ids first, then its columns.** The page query picks the 500 ids with the filters, sorts and limits, then
  joins those members to their associate and dues and LATERAL-aggregates their regions and car count: nothing is
  computed for members outside the page.
- **Indexes on the sort keys** (migration 0006): \`lower(last_name), lower(first_name), member_no\` for members,
  \`(year, id)\` and \`(model, id)\` for cars, so a page is read in index order and stops after 500 rows; the
  trigram indexes of migration 0003 serve the partial-text filters.
- **Two round trips per signed-in request**: the session's (a prepared statement that also reads the member's
  standing, which the directory's access rule needs) and the route's own. Membership details is one prepared
  query with JSON aggregation (it was five); the member and car detail pages are prepared too.
- **The CSV export in one keyset pass**: each batch of 2,000 starts after the last row of the one before
  (\`(last_name, member_no) > (…)\`), instead of an OFFSET that reads again every row before it.
- **No JIT on PostgreSQL** (db/client.ts: \`-c jit=off\` on the app's connections): PostgreSQL compiled each
  500-row page to machine code first, because its estimated cost is high; measured here that took 20-35 ms to
  save a few (the year-1931 car page: database floor 48 ms with JIT, 11 ms without).
`,
);
process.exit(0);
