// Run on demand: `BENCH_DATABASE_URL=postgres://… npm run bench:money [-- --members 150000 --regions 140]`, on a
// database of its own (PostgreSQL). Issue 42, the regions' money at a federation's size: the members of
// bench/directory-seed.ts (a fifth in GI, the rest one region each), three years of renewals each paid with national's
// and the region's parts (a refund for one payment in a hundred), 14 zones. It measures a region's statement for a year
// (the largest region, GI, and a typical one; its figures and first page of lines) through the API beside the same
// reads alone, its CSV (every line), a zone's dashboard (its regions rolled up), the national one (the zones rolled
// up), and the reconciliation as the worker runs it, each beside its goal. BENCH_WRITE=1 writes docs/performance.md's section.
import os from "node:os";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { parseConfig } from "../packages/server/src/config.ts";
import { openPostgres } from "../packages/server/src/db/client.ts";
import { rowsOf } from "../packages/server/src/db/column-arrays.ts";
import type { AppContext } from "../packages/server/src/lib/app-context.ts";
import {
  partyLedgerPage,
  partyMoney,
  reconcileMoney,
  streamPartyLedgerLines,
} from "../packages/server/src/modules/checkout/payment-shares.service.ts";
import { buildDashboard } from "../packages/server/src/modules/dashboard/dashboard.service.ts";
import { startBenchApp } from "./bench-app.ts";
import { seedDirectory } from "./directory-seed.ts";
import { signIn } from "./member-client.ts";
import { machine, writeSection } from "./performance-doc.ts";

const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.error("BENCH_DATABASE_URL=postgres://… is required: the money bench runs on PostgreSQL");
  process.exit(1);
}
const { values: args } = parseArgs({
  options: { members: { type: "string", default: "150000" }, regions: { type: "string", default: "140" } },
});
const size = { members: Number(args.members), regions: Number(args.regions) };
const times = Number(process.env.BENCH_TIMES ?? 7);
const years = [2024, 2025, 2026];

const database = openPostgres(url);
await database.migrate();
const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
const rows = async <Row>(query: ReturnType<typeof sql>) => rowsOf<Row>(await run(query));

const [seeded] = await rows<{ n: number }>(sql`select count(*)::int as n from payment_shares`);
if ((seeded?.n ?? 0) === 0) {
  const started = performance.now();
  console.log(
    `seeding ${size.members.toLocaleString("en-US")} members in ${size.regions} regions, 3 years of payments`,
  );
  await seedDirectory(database, size);
  await run(sql`insert into staff (member_id, role, created_at)
    select id, 'office_admin', now() from members order by id limit 1`);
  for (const year of years) {
    // One renewal a year per member: national 80.00, its region 30.00 or 40.00 (GI), a 3% fee.
    await run(sql`
      insert into invoices (public_id, member_id, kind, status, selections, subtotal, fee, total, priced_at, paid_at,
        created_at)
      select 'money-' || ${year} || '-' || m.id, m.id, 'renewal', 'paid', '{}'::jsonb, 8000 + rp.cost,
        round((8000 + rp.cost) * 0.03), 8000 + rp.cost + round((8000 + rp.cost) * 0.03),
        make_timestamptz(${year}, 1, 1, 15, 0, 0) + (m.id % 365) * interval '1 day',
        make_timestamptz(${year}, 1, 1, 15, 0, 0) + (m.id % 365) * interval '1 day',
        make_timestamptz(${year}, 1, 1, 15, 0, 0) + (m.id % 365) * interval '1 day'
      from members m
      join regional_memberships rm on rm.member_id = m.id
      join regional_plans rp on rp.id = rm.regional_plan_id`);
  }
  await run(sql`
    insert into invoice_items (invoice_id, position, kind, description, amount, region_id)
    select i.id, 0, 'national', 'Active Member (USA)', 8000, null from invoices i where i.public_id like 'money-%'
    union all
    select i.id, 1, 'regional', rp.title, rp.cost, rp.region_id from invoices i
    join regional_memberships rm on rm.member_id = i.member_id
    join regional_plans rp on rp.id = rm.regional_plan_id
    where i.public_id like 'money-%'`);
  await run(sql`
    insert into payments (invoice_id, provider, provider_order_id, capture_id, amount, currency, created_at)
    select i.id, 'paypal', 'ORDER-' || i.id, 'CAPTURE-' || i.id, i.total, 'USD', i.paid_at
    from invoices i where i.public_id like 'money-%'`);
  // The parts, as a settlement writes them with the fee to national (region-money.rules.ts).
  await run(sql`
    insert into payment_shares (payment_id, region_id, kind, amount, at)
    select p.id, ii.region_id, 'collected', ii.amount, p.created_at
    from payments p join invoice_items ii on ii.invoice_id = p.invoice_id
    union all
    select p.id, null, 'fee', i.fee, p.created_at from payments p join invoices i on i.id = p.invoice_id`);
  // A refund of 10.00 for one payment in a hundred: the region floor(1000 × its part ÷ the payment), national the rest.
  await run(sql`
    insert into refunds (payment_id, amount, reason, status, created_at)
    select p.id, 1000, 'Bench refund', 'completed', p.created_at + interval '3 days'
    from payments p where p.id % 100 = 0`);
  await run(sql`
    insert into payment_shares (payment_id, refund_id, region_id, kind, amount, at)
    select r.payment_id, r.id, s.region_id, 'refunded', -(1000 * s.amount / p.amount), r.created_at
    from refunds r join payments p on p.id = r.payment_id
    join payment_shares s on s.payment_id = p.id and s.region_id is not null and s.refund_id is null
    where r.reason = 'Bench refund'
    union all
    select r.payment_id, r.id, null, 'refunded', -(1000 - 1000 * s.amount / p.amount), r.created_at
    from refunds r join payments p on p.id = r.payment_id
    join payment_shares s on s.payment_id = p.id and s.region_id is not null and s.refund_id is null
    where r.reason = 'Bench refund'`);
  await run(sql`
    insert into zones (name, created_at) select 'Zone ' || n, now() from generate_series(1, 14) n`);
  await run(sql`
    insert into zone_regions (zone_id, region_id)
    select z.id, r.id from (select id, row_number() over (order by id) - 1 as slot from regions) r
    join (select id, row_number() over (order by id) - 1 as slot from zones) z on z.slot = r.slot % 14`);
  await run(sql`analyze`);
  console.log(`seeded in ${((performance.now() - started) / 60_000).toFixed(1)} min`);
}

const [admin] = await rows<{ email: string }>(
  sql`select m.email from members m join staff s on s.member_id = m.id where s.role = 'office_admin' order by m.id limit 1`,
);
const counts = (
  await rows<{ members: number; payments: number; shares: number; regions: number }>(sql`
    select (select count(*)::int from members) as members, (select count(*)::int from payments) as payments,
      (select count(*)::int from payment_shares) as shares, (select count(*)::int from regions) as regions`)
)[0];
const regionsByMembers = await rows<{ code: string; id: number; members: number }>(sql`
  select r.code, r.id, count(*)::int as members from regional_memberships rm
  join regional_plans rp on rp.id = rm.regional_plan_id join regions r on r.id = rp.region_id
  group by r.code, r.id order by members desc`);
const largest = regionsByMembers[0];
const typical = regionsByMembers[Math.floor(regionsByMembers.length / 2)];
if (!largest || !typical) throw new Error("no regions with members");

// The app's clock, moved on a minute before each dashboard is asked so that none is served from the minute's cache.
let clock = new Date("2027-01-10T12:00:00Z").getTime();
const { base, close } = await startBenchApp(database, { now: () => new Date(clock) });
const office = await signIn(base, admin?.email as string);
// A zone's director: a member of the largest zone (by members), appointed from 2020 with no end.
const [zone] = await rows<{ id: number; name: string; members: number; regions: number }>(sql`
  select z.id, z.name, count(distinct rm.member_id)::int as members, count(distinct zr.region_id)::int as regions
  from zones z join zone_regions zr on zr.zone_id = z.id join regional_plans rp on rp.region_id = zr.region_id
  join regional_memberships rm on rm.regional_plan_id = rp.id
  group by z.id, z.name order by members desc limit 1`);
if (!zone) throw new Error("no zone with members");
const [director] = await rows<{ email: string }>(sql`
  with officer as (
    select m.id, m.email from members m
    where not exists (select 1 from staff s where s.member_id = m.id) order by m.id limit 1),
  appointed as (
    insert into zone_terms (zone_id, office_id, member_id, starts_on, ends_on, created_at)
    select ${zone.id}, o.id, officer.id, '2020-01-01', null, now()
    from officer, regional_offices o where o.key = 'director'
      and not exists (select 1 from zone_terms t where t.zone_id = ${zone.id} and t.member_id = officer.id))
  select email from officer`);
const zoneOfficer = await signIn(base, director?.email as string);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const loads: number[] = [];

async function timed(work: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    loads.push(os.loadavg()[0] ?? 0);
    const start = performance.now();
    await work();
    samples.push((performance.now() - start) / 1000);
  }
  return { median: median(samples), max: Math.max(...samples) };
}

async function fetched(pathname: string, authorization = office) {
  const response = await fetch(`${base}/api/v1${pathname}`, { headers: { authorization } });
  if (response.status !== 200) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

// 2026 in the club's days (Chicago).
const period = { from: new Date("2026-01-01T06:00:00Z"), before: new Date("2027-01-01T06:00:00Z") };
const statementPath = (code: string) => `/office/regions/${code}/statement?from=2026-01-01&to=2026-12-31`;
const lines: string[] = [];
function report(
  name: string,
  result: { median: number; max: number },
  floor: number | null,
  goal: number | null,
) {
  const verdict = goal === null ? "one pass" : result.max <= goal ? "met" : "missed";
  const line = `| ${name} | ${result.median.toFixed(2)} | ${result.max.toFixed(2)} | ${floor === null ? "—" : floor.toFixed(2)} | ${goal === null ? "—" : `≤ ${goal}`} | ${verdict} |`;
  console.log(line);
  lines.push(line);
}

for (const region of [largest, typical]) {
  const label = `${region.code}'s statement for 2026 (${region.members.toLocaleString("en-US")} members)`;
  const api = await timed(() => fetched(statementPath(region.code)));
  const alone = await timed(async () => {
    await Promise.all([
      partyMoney(database, region.id, period),
      partyLedgerPage(database, region.id, period, { limit: 100, offset: 0 }),
    ]);
  });
  report(label, api, alone.median, 1);
}
// The CSV file has every line, read through one cursor as it is sent: beside the same cursor read alone.
const csvAlone = await timed(async () => {
  for await (const _ of streamPartyLedgerLines(database, largest.id, period));
});
report(
  `${largest.code}'s statement for 2026 as CSV (every line)`,
  await timed(() => fetched(`${statementPath(largest.code).replace("/statement?", "/statement.csv?")}`)),
  csvAlone.median,
  null,
);
// The dashboards, each worked out afresh (the clock a minute on): a zone's, its regions rolled up, for its director;
// the office's, every zone rolled up. Beside each, the same computation called directly.
const freshDashboard = (pathname: string, authorization: string) => () => {
  clock += 61_000;
  return fetched(pathname, authorization);
};
// What the dashboard reads of a context: the database, the clock, the configuration and a log.
const context = {
  db: database.db,
  now: () => new Date(clock),
  config: parseConfig({ LOG_LEVEL: "silent" }),
  log: Fastify({ logger: false }).log,
} as Pick<AppContext, "db" | "now" | "config" | "log"> as AppContext;
const zoneCodes = (
  await rows<{ code: string }>(sql`
  select r.code from zone_regions zr join regions r on r.id = zr.region_id where zr.zone_id = ${zone.id}`)
).map((row) => row.code);
const dashboardAlone = (codes: string[] | null) => () => {
  clock += 61_000;
  return buildDashboard(context, codes);
};
report(
  `${zone.name}'s dashboard, its ${zone.regions} regions rolled up (${zone.members.toLocaleString("en-US")} members)`,
  await timed(freshDashboard(`/regional_administrators/dashboard?zone=${zone.id}`, zoneOfficer)),
  (await timed(dashboardAlone(zoneCodes))).median,
  1,
);
report(
  "the national dashboard, every zone rolled up",
  await timed(freshDashboard("/office/dashboard", office)),
  (await timed(dashboardAlone(null))).median,
  2,
);
const reconciliation = await timed(() => reconcileMoney({ db: database.db, now: () => new Date() }));
report(
  `the reconciliation (${counts?.payments.toLocaleString("en-US")} payments, ${counts?.shares.toLocaleString("en-US")} parts)`,
  reconciliation,
  null,
  30,
);
await close();
await database.close();

if (process.env.BENCH_WRITE === "1")
  writeSection(
    "region-money",
    `Measured by \`BENCH_DATABASE_URL=… npm run bench:money -- --members ${size.members} --regions ${size.regions}\`
(bench/region-money.bench.ts) on ${new Date().toISOString().slice(0, 10)}, PostgreSQL 15 on ${machine}; load (1 min)
${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}. ${counts?.members.toLocaleString("en-US")} members in
${counts?.regions} regions and 14 zones, three years of renewals (one payment in a hundred refunded in part). Seconds,
the median and the slowest of ${times}; "alone": the statement's own reads called directly, without HTTP or the
session; for the CSV, every line read through the same cursor alone; for a dashboard, its computation called
directly. Each dashboard is worked out afresh (the app's clock moved on past its minute's cache) and asked by its
reader: the zone's by the zone's director.

| work | median (s) | slowest (s) | alone (s) | goal (s) | |
|---|---|---|---|---|---|
${lines.join("\n")}`,
  );
