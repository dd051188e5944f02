// Run on demand: `BENCH_DATABASE_URL=postgres://… npm run bench:listings`, on a database of its own (PostgreSQL; seeded
// once, kept for the next run). Issue 44, the marketplace's search at a club's size after years: the benchmarks'
// club (50,000 members, 30,000 cars) with 10,000 listings listed and 20,000 closed ones (bench/listing-seed.ts). It
// times GET /api/v1/listings with several filters through the real app, over HTTP, signed in as a member, one
// request at a time, each beside its floors taken in the same run: the same SQL alone (the statements the app sent,
// replayed on a client of their own), a bare Fastify's answer, and a signed-in GET's p99 at idle. BENCH_QUICK=1: a
// short run. BENCH_WRITE=1 writes docs/performance.md's section. Until the search route is in the build, the app's
// columns say so and the floor is the statement the listings module is to send (bench/listing-search-sql.ts).
import { type ListingSearchQuery, listingSearchQuerySchema } from "@club/domain/listing.schema";
import { sql } from "drizzle-orm";
import pg from "pg";
import { clockFrom } from "../packages/server/src/app.ts";
import { openPostgres } from "../packages/server/src/db/client.ts";
import { captureQueries, type Query } from "../packages/server/src/test/round-trips.ts";
import { startBenchApp } from "./bench-app.ts";
import { cpuTimes, stolen } from "./cpu-steal.ts";
import { listingSearchStatement } from "./listing-search-sql.ts";
import { listingBenchNow, listingFigures, seedListings } from "./listing-seed.ts";
import { percentile, signIn } from "./member-client.ts";
import { machine, writeSection } from "./performance-doc.ts";
import { load1, ms, requestFloors, timeRuns } from "./request-times.ts";

const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.error("BENCH_DATABASE_URL=postgres://… is required: the listings bench runs on PostgreSQL");
  process.exit(1);
}
const quick = process.env.BENCH_QUICK === "1";
/** Timed requests of each kind, one after another, after a warm-up. */
const runs = quick ? 20 : 100;
/** Issue 44's target: a search page answered within 100 ms at p95. */
const targetMs = 100;
// What a browser sends: replies over 1 KiB come back compressed, as they would to a member.
const browserHeaders = { "accept-encoding": "gzip, deflate, br" };

const time = (run: () => Promise<unknown>) => timeRuns(run, runs);

const database = openPostgres(url);
const { email, makeId } = await seedListings(database);
const [counts] = (
  (await database.db.execute(sql`select count(*) filter (where status = 'active')::int as active,
    count(*) filter (where status = 'active' and kind = 'car')::int as cars,
    count(*) filter (where status <> 'active')::int as closed,
    count(*) filter (where status = 'sold' and sold_at > ${new Date(listingBenchNow.getTime() - 30 * 86_400_000).toISOString()})::int as "soldShown",
    round(avg(length(description)))::int as "descriptionLength"
    from listings`)) as unknown as {
    rows: { active: number; cars: number; closed: number; soldShown: number; descriptionLength: number }[];
  }
).rows;

const { base, close } = await startBenchApp(database, { now: clockFrom(listingBenchNow) });
const headers = { ...browserHeaders, authorization: await signIn(base, email) };
const get = async (pathname: string) => {
  const response = await fetch(`${base}${pathname}`, { headers });
  const body = await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${pathname}: ${response.status}`);
  return body.byteLength;
};
// Fastify's own answer to a route it does not have: the search is not in this build yet.
const routeThere = (await fetch(`${base}/api/v1/listings`, { headers })).status !== 404;
if (!routeThere) console.log("GET /api/v1/listings is not in this build: the SQL alone, as it is to be sent");

const floor = new pg.Client({ connectionString: url });
await floor.connect();
// As the app's connections run (db/client.ts): without JIT.
await floor.query("set jit = off");
const replay = async (statements: Query[]) => {
  for (const statement of statements) await floor.query(statement.text, statement.values);
};

/** The filters a member picks, as the web sends them (the wire's snake_case). */
const cases: [string, Record<string, string | number>][] = [
  ["nothing: everything listed, newest first", {}],
  ["cars of one make (the make listed most)", { kind: "car", make_id: makeId }],
  ["cars of 1930 to 1934", { kind: "car", year_from: 1930, year_to: 1934 }],
  ["$20,000 to $60,000", { price_from: 20_000, price_to: 60_000 }],
  ["one state (Illinois)", { state: "US-IL" }],
  ["words: 'original paint'", { q: "original paint" }],
  ["words: 'packard'", { q: "packard" }],
  ["everything, by price", { sort: "price" }],
  ["cars by year, page 3", { kind: "car", sort: "year", page: 3 }],
  ["sellers of one region (GI, 10,000 members)", { region: "GI" }],
];
const camel = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
const queryOf = (params: Record<string, string | number>): ListingSearchQuery =>
  listingSearchQuerySchema.parse(
    Object.fromEntries(Object.entries(params).map(([name, value]) => [camel(name), String(value)])),
  );

// The floors of the run: a bare Fastify's answer, and a signed-in GET of the member's own profile at idle.
const { bare, idle } = await requestFloors(() => get("/api/v1/members/profile"), runs);

const loadAtStart = load1();
const rows: string[] = [];
for (const [name, params] of cases) {
  const pathname = `/api/v1/listings?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)] as [string, string]))}`;
  const expected = listingSearchStatement(queryOf(params), listingBenchNow);
  const matches = Number(
    ((await floor.query(expected.text, expected.values)).rows[0] as { total?: string } | undefined)?.total ??
      0,
  );
  // The same page read ids first (bench/listing-search-sql.ts): its rows must be the same, in the same order.
  const idsFirst = listingSearchStatement(queryOf(params), listingBenchNow, "idsFirst");
  const idsOf = async (statement: Query) =>
    JSON.stringify((await floor.query(statement.text, statement.values)).rows.map((row) => row.id));
  if ((await idsOf(idsFirst)) !== (await idsOf(expected)))
    throw new Error(`${name}: ids first reads another page`);
  const cpuBefore = cpuTimes();
  let size = 0;
  const app = routeThere
    ? await time(async () => {
        size = await get(pathname);
      })
    : undefined;
  const statements = routeThere ? await captureQueries(database.db, () => get(pathname)) : [expected];
  const alone = await time(() => replay(statements));
  const idsFirstAlone = await time(() => replay([idsFirst]));
  const cpuAfter = cpuTimes();
  const appP95 = app ? percentile(app, 95) : undefined;
  const verdict =
    appP95 === undefined ? "not in the build" : `${appP95 <= targetMs ? "met" : "missed"} (≤ ${targetMs})`;
  rows.push(
    `| ${name} | \`${pathname.replace("/api/v1/listings", "")}\` | ${matches.toLocaleString("en-US")} | ${app ? ms(percentile(app, 50)) : "—"} | ${appP95 === undefined ? "—" : ms(appP95)} | ${ms(percentile(alone, 50))} | ${ms(percentile(alone, 95))} | ${ms(percentile(idsFirstAlone, 50))} | ${ms(percentile(idsFirstAlone, 95))} | ${statements.length} | ${app ? `${(percentile(app, 50) / Math.max(percentile(alone, 50), 0.01)).toFixed(1)}×` : "—"} | ${app ? `${(size / 1024).toFixed(1)} KiB` : "—"} | ${stolen(cpuBefore, cpuAfter)} | ${load1()} | ${verdict} |`,
  );
  console.log(rows.at(-1));
}
await floor.end();
await close();
await database.close();

if (process.env.BENCH_WRITE !== "1") process.exit(0);
const en = (value: number) => value.toLocaleString("en-US");
writeSection(
  "listings",
  `## The marketplace's search (issue 44)

Measured by \`npm run bench:listings\` (bench/listings.bench.ts) on ${new Date().toISOString().slice(0, 10)}, PostgreSQL 15, the app's clock at
${listingBenchNow.toISOString()}: the benchmarks' club (50,000 members, 30,000 cars) with ${en(counts?.active ?? listingFigures.active)} listings listed (${en(counts?.cars ?? 0)} of them
cars, each of its seller's garage; the rest parts, wanted notices and services) and ${en(counts?.closed ?? listingFigures.closed)} closed over three years
(expired, sold, withdrawn, removed; ${en(counts?.soldShown ?? 0)} sold within the 30 days the marketplace still shows them), descriptions of
${counts?.descriptionLength ?? 0} characters on average, places across 28 states and 2 provinces, one to four photos on nine listings in ten.
GET /api/v1/listings signed in as a member, over HTTP as a browser asks (\`Accept-Encoding: gzip, deflate, br\`),
one request at a time, ${runs} times each after a warm-up. Times in milliseconds.

Machine: ${machine}. Load average (1 min) ${loadAtStart} at the start of the table${Number(loadAtStart) > 1.5 ? ": other jobs shared the cores, so these are upper bounds" : ""}; each row
gives the load at its end and the share of the cores the hypervisor took meanwhile.

The floors, in the same run: a bare Fastify (plain node, one route, a process of its own) answered in
${ms(bare.p50)} ms at the median, ${ms(bare.p95)} at p95; a signed-in GET of the member's own profile at idle
${ms(idle.p50)} ms at the median, **${ms(idle.p99)} ms at p99**. **SQL alone**: ${
    routeThere
      ? "the statements the app sent for that request (captured where Drizzle sends them, the session's included), replayed one after the other on a node-postgres client of their own, without JIT as the app's connections run."
      : "the search's statement as the listings module is to send it (bench/listing-search-sql.ts: the page, its cars, each first photo and the count in one statement), on a node-postgres client of its own, without JIT; GET /api/v1/listings was not in this build, so the app's columns are empty."
  }

| filters | query | matches | median | p95 | SQL alone median | SQL alone p95 | ids first median | ids first p95 | trips | app ÷ SQL | reply | cores stolen | load | target |
|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|
${rows.join("\n")}

**Ids first**: the same page as one statement that sorts and counts only the matching ids and their sort keys,
then joins the page's 24 rows' columns (the directory search's way; bench/listing-search-sql.ts), checked to read
the same listings in the same order: what the search's SQL could cost.

Target (issue 44): a search page within ${targetMs} ms at p95.
`,
);
process.exit(0);
