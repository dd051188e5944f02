import os from "node:os";
// Run on demand: `npm run bench` (PGlite), and with BENCH_DATABASE_URL=postgres://… for PostgreSQL too.
// Seeds 50,000 members and 30,000 cars, times the directory searches and a 10,000-member CSV export through the
// real app, and writes the figures with the machine to docs/performance.md.
import { sql } from "drizzle-orm";
import { buildApp } from "../packages/server/src/app.ts";
import { parseConfig } from "../packages/server/src/config.ts";
import { type Database, openPglite, openPostgres } from "../packages/server/src/db/client.ts";
import { members } from "../packages/server/src/db/schema.ts";
import { seedDatabase } from "../packages/server/src/db/seed/seed.ts";
import { hashPassword } from "../packages/server/src/lib/passwords.ts";
import { machine, writeSection } from "./performance-doc.ts";

const memberCount = 50_000;
const carCount = 30_000;
const regionMembers = 10_000;
const runs = 15;

async function seed(database: Database) {
  await database.migrate();
  await seedDatabase(database.db, { demo: false, now: new Date() });
  const passwordHash = await hashPassword("Bench-Password-2026");
  await database.db.execute(sql`
    insert into members (email, password_hash, first_name, last_name, city, state, country)
    select 'bench' || n || '@example.net', ${passwordHash},
      (array['James','Mary','Robert','Patricia','John','Jennifer','Michael','Linda','William','Elizabeth'])[1 + n % 10],
      (array['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Wilson','Anderson','Thompson','Whitfield'])[1 + n % 12] || (n % 97)::text,
      (array['Chicago','Springfield','Detroit','Boston','Denver','Phoenix','Portland','Austin'])[1 + n % 8],
      (array['US-IL','US-MI','US-MA','US-CO','US-AZ','US-OR','US-TX'])[1 + n % 7], 'US'
    from generate_series(1, ${memberCount}) n`);
  await database.db.execute(sql`
    insert into national_memberships (member_id, national_plan_id, year_joined, dues_expire)
    select m.id, (select id from national_plans where title = 'Active Member (USA)'), 2000 + m.id % 25,
      case when m.id % 10 = 0 then '2025-12-31'::date else '2027-12-31'::date end
    from members m`);
  await database.db.execute(sql`
    insert into regional_memberships (member_id, regional_plan_id, dues_expire)
    select m.id, (select rp.id from regional_plans rp join regions r on r.id = rp.region_id where r.code = 'GI'),
      case when m.id % 3 = 0 then '2026-12-31'::date else '2027-12-31'::date end
    from members m order by m.id limit ${regionMembers}`);
  await database.db.execute(sql`
    insert into vehicles (member_id, year, make_id, model, number_of_cylinders, body_style, authentic)
    select 1 + (n * 7) % ${memberCount}, 1914 + n % 36, 1 + n % (select count(*) from makes),
      (array['Twelve','Super Eight','Model J','Phaeton','Continental','Speedster','Roadster'])[1 + n % 7] || ' ' || (n % 50),
      (array[8,12,16,6])[1 + n % 4], 'Sedan', true
    from generate_series(1, ${carCount}) n`);
  await database.db.execute(sql`analyze`);
  const [admin] = await database.db
    .select({ id: members.id, email: members.email })
    .from(members)
    .orderBy(members.id)
    .limit(1);
  await database.db.execute(sql`insert into regional_administrators (member_id, region_id)
    select ${admin?.id}, id from regions where code = 'GI'`);
  return admin?.email as string;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function measure(database: Database, label: string) {
  const email = await seed(database);
  const config = parseConfig({ LOG_LEVEL: "silent", RATE_LIMIT_MAX: "100000", DATA_DIR: os.tmpdir() });
  const app = await buildApp(config, { db: database.db, mailTransport: async () => "bench" });
  await app.ready();
  const login = await app.inject({
    method: "POST",
    url: "/api/v1/members/login",
    payload: { member: { email, password: "Bench-Password-2026" } },
  });
  const headers = { authorization: login.headers.authorization as string };
  const cases: [string, string][] = [
    [
      "member search: last name contains 'son' (page 1 of 500, sorted)",
      "/api/v1/members/search?last_name=son",
    ],
    ["member search: city and state", "/api/v1/members/search?city=spring&state=US-IL"],
    [
      "member search: all, sorted by member number, page 3",
      "/api/v1/members/search?sort=member_no&order=desc&page=3",
    ],
    ["vehicle search: model contains 'model j'", "/api/v1/vehicles/search?model=model%20j"],
    ["vehicle search: year 1931, sorted by model", "/api/v1/vehicles/search?year=1931&sort=model"],
    [
      `CSV export: ${regionMembers.toLocaleString("en-US")} members, all member data`,
      "/api/v1/regional_administrators/report?region=GI&filter_option=all_members&export_selection=all_member_data",
    ],
  ];
  const rows: string[] = [];
  for (const [name, url] of cases) {
    const times: number[] = [];
    let size = 0;
    await app.inject({ url, headers });
    for (let i = 0; i < runs; i += 1) {
      const start = performance.now();
      const response = await app.inject({ url, headers });
      times.push(performance.now() - start);
      if (response.statusCode !== 200)
        throw new Error(`${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      size = response.body.length;
    }
    times.sort((a, b) => a - b);
    rows.push(
      `| ${label} | ${name} | ${percentile(times, 50).toFixed(0)} | ${percentile(times, 95).toFixed(0)} | ${(size / 1024).toFixed(0)} KiB |`,
    );
    console.log(rows.at(-1));
  }
  await app.close();
  await database.close();
  return rows;
}

const rows = await measure(await openPglite(), "PGlite");
if (process.env.BENCH_DATABASE_URL)
  rows.push(...(await measure(openPostgres(process.env.BENCH_DATABASE_URL), "PostgreSQL 15")));

writeSection(
  "search",
  `## Directory search

Measured by \`npm run bench\` (bench/search.bench.ts) on ${new Date().toISOString().slice(0, 10)}: ${memberCount.toLocaleString("en-US")} members (90% in good standing),
${carCount.toLocaleString("en-US")} cars, ${regionMembers.toLocaleString("en-US")} members in one region; each request ${runs} times through
\`app.inject()\` (no network), signed in, after a warm-up of the same query. Times in milliseconds.

Machine: ${machine}.

| database | request | median ms | p95 ms | reply |
|---|---|---:|---:|---:|
${rows.join("\n")}

The searches use trigram (pg_trgm) indexes on lower-cased names, city, e-mail and car model
(migration 0003); a page holds at most 500 results (spec §9). The export streams the CSV in batches of 2,000.
`,
);
