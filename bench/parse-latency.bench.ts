// Run on demand: `npm run bench:parse` (PGlite), and with BENCH_DATABASE_URL=postgres://… for PostgreSQL too.
// Issue 24: a member's signed-in GET (their profile) while the office's heaviest allowed roster is read: a CSV of
// 50,000 rows and a workbook of 50,000 rows. The app listens on a port; a client in a thread of its own asks for the
// profile every 50 ms whatever the server does, and times each answer from the moment it was due (so a stalled
// server is counted for every request that waited, not once). Phases: idle; the file read in a worker thread as
// the app reads it; the file uploaded (read, then its rows stored); and, for comparison, the same file read on the
// request thread as before issue 24. Writes the figures with the machine to docs/performance.md ("parse-latency").
import os from "node:os";
import * as ExcelJS from "@cj-tech-master/excelts";
import { type Database, openPglite, openPostgres } from "../packages/server/src/db/client.ts";
import { hashPassword } from "../packages/server/src/lib/passwords.ts";
import { readImportFile } from "../packages/server/src/modules/imports/import-file.ts";
import { importLimits } from "../packages/server/src/modules/imports/import-file-limits.ts";
import { createImportFileReader } from "../packages/server/src/modules/imports/import-file-reader.ts";
import { members } from "../packages/server/src/modules/members/members.schema.ts";
import { staff } from "../packages/server/src/modules/office/office.schema.ts";
import { startBenchApp } from "./bench-app.ts";
import { benchPassword, seedDirectory } from "./directory-seed.ts";
import { everyMs, memberClient, percentile, signIn } from "./member-client.ts";
import { machine, writeSection } from "./performance-doc.ts";

// BENCH_QUICK=1: fewer rounds to try the bench itself; it prints the figures and leaves the doc alone.
const quick = process.env.BENCH_QUICK === "1";
const rounds = quick ? 1 : 3;
const idleSeconds = quick ? 2 : 10;
const rosterRows = importLimits.rows;

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

/** A roster as another system exports it: member number, names, e-mail, address, phone, dues. */
function rosterRow(n: number): (string | number)[] {
  return [
    90_000 + n,
    "Margaret",
    `Whitfield${n % 97}`,
    `roster${n}@example.net`,
    `${n} Elm Street`,
    "Chicago",
    "US-IL",
    "60601",
    `555-01${String(n % 100).padStart(2, "0")}`,
    "2027-12-31",
  ];
}
const rosterHeader = [
  "Member ID",
  "First name",
  "Last name",
  "Email",
  "Street",
  "City",
  "State",
  "Zip",
  "Phone",
  "Paid through",
];

function rosterCsv(): Buffer {
  const lines = [rosterHeader.join(",")];
  for (let n = 0; n < rosterRows; n++) lines.push(rosterRow(n).join(","));
  return Buffer.from(`${lines.join("\r\n")}\r\n`);
}

async function rosterXlsx(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Members");
  sheet.addRow(rosterHeader);
  for (let n = 0; n < rosterRows; n++) sheet.addRow(rosterRow(n));
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function createOfficeAdmin(database: Database) {
  const email = "office@bench.example";
  const [account] = await database.db
    .insert(members)
    .values({
      email,
      firstName: "Otto",
      lastName: "Office",
      passwordHash: await hashPassword(benchPassword),
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    .returning({ id: members.id });
  await database.db
    .insert(staff)
    .values({ memberId: account?.id as number, role: "office_admin", createdAt: new Date() });
  return email;
}

async function measure(database: Database, label: string, files: { csv: Buffer; xlsx: Buffer }) {
  console.log(`${label}: seeding`);
  const memberEmail = await seedDirectory(database);
  const officeEmail = await createOfficeAdmin(database);
  const { base, close } = await startBenchApp(database);
  const client = memberClient(`${base}/api/v1/members/profile`, await signIn(base, memberEmail));
  const office = await signIn(base, officeEmail);
  // The same reader the app makes (one worker thread), for the phases that read without storing.
  const reader = createImportFileReader();

  const upload = async (name: string, data: Buffer) => {
    const form = new FormData();
    form.append("file", new Blob([data]), name);
    const response = await fetch(`${base}/api/v1/office/imports`, {
      method: "POST",
      headers: { authorization: office },
      body: form,
    });
    if (response.status !== 201)
      throw new Error(`upload of ${name}: ${response.status} ${await response.text()}`);
  };
  const checkRows = (sheets: { rows: unknown[] }[]) => {
    if (sheets[0]?.rows.length !== rosterRows) throw new Error("the roster was not read whole");
  };

  const phases: [string, () => Promise<unknown>, number][] = [
    ["idle", () => new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000)), 1],
    [
      "CSV read in the worker thread",
      async () => checkRows(await reader.read("roster.csv", files.csv)),
      rounds,
    ],
    ["CSV uploaded: read, then 50,000 rows stored", () => upload("roster.csv", files.csv), rounds],
    [
      "CSV read on the request thread (before issue 24)",
      async () => checkRows(await readImportFile("roster.csv", files.csv)),
      rounds,
    ],
    [
      "XLSX read in the worker thread",
      async () => checkRows(await reader.read("roster.xlsx", files.xlsx)),
      rounds,
    ],
    ["XLSX uploaded: read, then 50,000 rows stored", () => upload("roster.xlsx", files.xlsx), 1],
    [
      "XLSX read on the request thread (before issue 24)",
      async () => checkRows(await readImportFile("roster.xlsx", files.xlsx)),
      rounds,
    ],
  ];
  // Warm: the worker thread started, the routes compiled.
  await reader.read("warm.csv", Buffer.from("Name\nAnn\n"));
  await client.during(() => new Promise((resolve) => setTimeout(resolve, 500)), 1);
  const rows: string[] = [];
  for (const [name, work, repeat] of phases) {
    console.log(`${label}: ${name}`);
    const { seconds, times, failures } = await client.during(work, repeat);
    const sorted = times.sort((a, b) => a - b);
    rows.push(
      `| ${label} | ${name} | ${seconds.toFixed(1)} | ${sorted.length} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 99))} | ${ms(sorted.at(-1) ?? 0)} | ${failures} |`,
    );
    console.log(rows.at(-1));
  }
  await client.close();
  await reader.close();
  await close();
  await database.close();
  return rows;
}

console.log("building the files");
const files = { csv: rosterCsv(), xlsx: await rosterXlsx() };
const load1 = os.loadavg()[0] ?? 0;
const pglite = await measure(await openPglite(), "PGlite", files);
const url = process.env.BENCH_DATABASE_URL;
const postgres = url ? await measure(openPostgres(url), "PostgreSQL 15", files) : [];
const load2 = os.loadavg()[0] ?? 0;

if (quick) process.exit(0);
const size = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
writeSection(
  "parse-latency",
  `## A member's requests while a roster is read

Measured by \`npm run bench:parse\` (bench/parse-latency.bench.ts) on ${new Date().toISOString().slice(0, 10)}, on the benches' club
(50,000 members). The heaviest roster the office may upload: ${rosterRows.toLocaleString("en-US")} rows of 10 columns, as a CSV
(${size(files.csv.length)}) and as a workbook (${size(files.xlsx.length)}). A signed-in member's \`GET /api/v1/members/profile\` is
due every ${everyMs} ms from a client in a thread of its own, and each answer is timed from when it was due: a server
that stalls for a second counts a second's wait for each request due meanwhile. Times in milliseconds; "seconds" is
how long one round of the work took (rounds: ${rounds}, the XLSX upload once).

Machine: ${machine}. Load average (1 min) ${load1.toFixed(1)} at the start, ${load2.toFixed(1)} at the end${Math.max(load1, load2) > 1.5 ? ": other jobs shared the two cores, so these are upper bounds" : ""}.

| database | while | seconds | answers | p50 | p99 | max | failed |
|---|---|---:|---:|---:|---:|---:|---:|
${[...pglite, ...postgres].join("\n")}
`,
);
process.exit(0);
