// Run on demand: `BENCH_DATABASE_URL=postgres://… npm run bench:exports` (PostgreSQL). Issue 41, slice "crowd": the
// office's CSV exports (audit.csv, payments.csv, the regional report) beside their floor, the same query read alone
// through the same cursor, at about 5,000 and 50,000 rows (a date filter picks the smaller set), each taken several
// times in one run with the machine's load. A database already seeded by bench/club-history-seed.ts is reused.
import os from "node:os";
import { renewalWindowFor } from "@club/domain/membership-year.rules";
import { sql } from "drizzle-orm";
import { openPostgres } from "../packages/server/src/db/client.ts";
import { streamAuditEntries } from "../packages/server/src/modules/audit/audit.repository.ts";
import { streamLedgerLines } from "../packages/server/src/modules/checkout/ledger.repository.ts";
import { reportRows } from "../packages/server/src/modules/regional-admin/report.repository.ts";
import { startBenchApp } from "./bench-app.ts";
import { benchDay, seedClubHistory } from "./club-history-seed.ts";
import { signIn } from "./member-client.ts";
import { machine, writeSection } from "./performance-doc.ts";

const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.error("BENCH_DATABASE_URL=postgres://… is required: the exports bench runs on PostgreSQL");
  process.exit(1);
}
const times = Number(process.env.BENCH_TIMES ?? 3);

const database = openPostgres(url);
await database.migrate();
const seeded = (await database.db.execute(sql`select count(*)::int as n from audit_log`)) as unknown as {
  rows: { n: number }[];
};
if ((seeded.rows[0]?.n ?? 0) < 50_000) {
  console.log("seeding the club (50,000 members, payments, audit, cars)");
  await seedClubHistory(database);
}
const [admin] = (
  (await database.db.execute(
    sql`select m.email from members m join staff s on s.member_id = m.id where s.role = 'office_admin' order by m.id limit 1`,
  )) as unknown as { rows: { email: string }[] }
).rows;

const started = Date.now();
const now = () => new Date(Date.parse(`${benchDay}T12:00:00Z`) + (Date.now() - started));
const { base, close } = await startBenchApp(database, { now });
const office = await signIn(base, admin?.email as string);

/** Seconds to read the whole file as a browser does (it takes br and gzip). */
async function download(pathname: string) {
  const start = performance.now();
  const response = await fetch(`${base}/api/v1${pathname}`, { headers: { authorization: office } });
  if (response.status !== 200) throw new Error(`${pathname}: ${response.status}`);
  const bytes = (await response.arrayBuffer()).byteLength;
  return { seconds: (performance.now() - start) / 1000, bytes };
}

async function floor(read: () => AsyncGenerator<unknown>) {
  const start = performance.now();
  let rows = 0;
  for await (const _ of read()) rows += 1;
  return { seconds: (performance.now() - start) / 1000, rows };
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
// The audit entries are 20 minutes apart from 2025-01-01 (bench/club-history-seed.ts): 70 days hold about 5,000.
const smallAudit = { from: new Date("2025-01-01T00:00:00Z"), before: new Date("2025-03-12T00:00:00Z") };
// The payments are spread over 700 days from 2025-01-01: 70 days hold about 5,000.
const smallLedger = { from: new Date("2025-01-01T00:00:00Z"), before: new Date("2025-03-12T00:00:00Z") };
const reported = {
  regionCode: "GI",
  filter: "all_members" as const,
  today: benchDay,
  window: renewalWindowFor(benchDay),
};

const cases: { name: string; path: string; floor: () => AsyncGenerator<unknown> }[] = [
  {
    name: "audit.csv, 70 days",
    path: "/office/audit.csv?from=2025-01-01&to=2025-03-11",
    floor: () => streamAuditEntries(database.db, smallAudit),
  },
  {
    name: "audit.csv, all",
    path: "/office/audit.csv",
    floor: () => streamAuditEntries(database.db, {}),
  },
  {
    name: "payments.csv, 70 days",
    path: "/office/payments.csv?from=2025-01-01&to=2025-03-11",
    floor: () => streamLedgerLines(database.db, smallLedger),
  },
  {
    name: "payments.csv, all",
    path: "/office/payments.csv",
    floor: () => streamLedgerLines(database.db, {}),
  },
  {
    name: "regional report, all member data",
    path: "/regional_administrators/report?region=GI&filter_option=all_members&export_selection=all_member_data",
    floor: () => reportRows(database.db, "all_member_data", reported),
  },
];

const loads: number[] = [];
const lines: string[] = [];
for (const each of cases) {
  const files: number[] = [];
  const floors: number[] = [];
  let rows = 0;
  let bytes = 0;
  for (let i = 0; i < times; i++) {
    loads.push(os.loadavg()[0] ?? 0);
    const file = await download(each.path);
    const alone = await floor(each.floor);
    files.push(file.seconds);
    floors.push(alone.seconds);
    rows = alone.rows;
    bytes = file.bytes;
  }
  const file = median(files);
  const alone = median(floors);
  const line = `| ${each.name} | ${rows.toLocaleString("en-US")} | ${(bytes / 2 ** 10).toFixed(0)} KiB | ${file.toFixed(2)} | ${alone.toFixed(2)} | ${(file / alone).toFixed(1)}× |`;
  console.log(line);
  lines.push(line);
}
await close();
await database.close();

if (process.env.BENCH_WRITE === "1")
  writeSection(
    "exports",
    `Median of ${times} in one run (${new Date().toISOString().slice(0, 10)}), PostgreSQL 15 on ${machine}; load
(1 min) ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}. "File": the download as a browser takes it
(compressed); "floor": the same query read alone through the same cursor.

| export | rows | compressed | file (s) | floor (s) | file ÷ floor |
|---|---|---|---|---|---|
${lines.join("\n")}`,
  );
