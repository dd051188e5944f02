// Run on demand: `tsx --conditions=@club/source bench/reminders.bench.ts` (PGlite), or with
// BENCH_DATABASE_URL=postgres://… on PostgreSQL. Issue 24 at club scale (bench/club-history-seed.ts): 50,000
// members, 5,000 of them due the reminder 7 days after their dues date (4,000 by e-mail, 1,000 on paper). Times the
// run in sets (and counts its statements), the 1,000 letters' PDF with the event loop's delay meanwhile (the job
// writes it on the thread that answers requests, a page at a time), the same letters printed again (their links
// reused) and the labels. Prints the figures; run it on an empty database. Issue 41: beside the run, what a member's
// query waits meanwhile and idle (its floor), and the event loop's delay. BENCH_RUN_ONLY=1 stops after the run.
// Issue 41 (pricing): the run's and the letters' statements per member and by table, beside the members' one read.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { type Database, openPglite, openPostgres } from "../packages/server/src/db/client.ts";
import { findReminderCandidates } from "../packages/server/src/modules/reminders/reminders.repository.ts";
import { runReminders } from "../packages/server/src/modules/reminders/reminders.service.ts";
import {
  mailingLabelsPdf,
  renewalLettersPdf,
} from "../packages/server/src/modules/reminders/renewal-letters.service.ts";
import { jobContextOn } from "../packages/server/src/test/job-context.ts";
import { captureQueries, type Query } from "../packages/server/src/test/round-trips.ts";
import { benchDay, seedClubHistory } from "./club-history-seed.ts";
import { machine } from "./performance-doc.ts";

// The floor of the run's reads: its candidates in one read, where the run reads them a page at a time (issue 41).
const everyCandidate = Number.MAX_SAFE_INTEGER;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function timed<T>(work: () => Promise<T>) {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

async function renewalLinkCount(database: Database) {
  const { rows } = await database.executeSql("select count(*)::int as count from renewal_links");
  return (rows[0] as { count: number }).count;
}

const url = process.env.BENCH_DATABASE_URL;
const database = url ? openPostgres(url) : await openPglite();
console.log(`${url ? "PostgreSQL" : "PGlite"} on ${machine}`);
await seedClubHistory(database);
const today = benchDay;
const context = jobContextOn(database.db, { now: new Date(`${today}T12:00:00Z`) });
const noProgress = async () => undefined;

const probeSql = "select id, email from members where id = $1";

/**
 * Issue 41: what a member's request waits while the run works. Every 20 ms a member's row is read (a signed-in
 * request's first query) on the same database: on PGlite, its one connection is shared with the run. Its latency,
 * and the event loop's delay, are the run's cost to members.
 */
function probeMembers() {
  const waits: number[] = [];
  let probing = true;
  const loop = (async () => {
    while (probing) {
      const started = performance.now();
      await database.executeSql(probeSql, [1 + (waits.length % 1000)]);
      waits.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  return async () => {
    probing = false;
    await loop;
    delay.disable();
    const sorted = [...waits].sort((a, b) => a - b);
    const at = (q: number) =>
      (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(0);
    return `a member's query meanwhile (${sorted.length}): p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms; event loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms, max ${(delay.max / 1e6).toFixed(0)} ms`;
  };
}

/** The table a statement reads or writes, outside its subqueries (a column's own select names another table first). */
function outerTable(text: string) {
  let depth = 0;
  let outer = "";
  for (const char of text) {
    if (char === "(") depth += 1;
    else if (char === ")") depth -= 1;
    else if (depth === 0) outer += char;
  }
  return /(?:from|into|update)\s+"?(\w+)"?/i.exec(outer)?.[1] ?? "";
}

/**
 * Issue 41 (pricing): the statements of a piece of work, per member and by the table each reads or writes first, so
 * that a statement repeated per member shows.
 */
function statementsOf(captured: Query[], members: number) {
  // The member's probe goes through the same client on PostgreSQL: its reads are not the work's.
  const statements = captured.filter(({ text }) => text !== probeSql);
  const kinds = new Map<string, number>();
  for (const { text } of statements) {
    const kind = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? "?";
    const table = outerTable(text);
    const key = `${kind} ${table}`.trim();
    kinds.set(key, (kinds.get(key) ?? 0) + 1);
  }
  const most = [...kinds.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([key, count]) => `${key} ${count}`)
    .join(", ");
  return `${statements.length} statements, ${(statements.length / members).toFixed(2)} per member (${most})`;
}

/** The SQL floor of the run and the letters, as bench:club takes it: the members' one read, alone. */
async function candidatesFloor(letters: boolean) {
  const started = performance.now();
  await findReminderCandidates(database.db, today, { letters, limit: everyCandidate });
  return seconds(performance.now() - started);
}

let outcome: Awaited<ReturnType<typeof runReminders>> | undefined;
const runFloor = await candidatesFloor(false);
const probed = probeMembers();
const run = await timed(() =>
  captureQueries(database.db, async () => {
    outcome = await runReminders(context, { actorId: null });
  }),
);
const probe = await probed();
console.log(
  `run: ${outcome?.emailed} e-mailed, ${outcome?.letters} letters logged in ${seconds(run.ms)} (floor: the candidates' read ${runFloor}); ${statementsOf(run.value, (outcome?.emailed ?? 0) + (outcome?.letters ?? 0))}; ${probe}`,
);
const idle = probeMembers();
await new Promise((resolve) => setTimeout(resolve, 2_000));
console.log(`idle: ${await idle()}`);

if (process.env.BENCH_RUN_ONLY) {
  await database.close();
  process.exit(0);
}

const delay = monitorEventLoopDelay({ resolution: 10 });
const linksBefore = await renewalLinkCount(database);
delay.enable();
let pdf: Uint8Array = new Uint8Array();
const letters = await timed(() =>
  captureQueries(database.db, async () => {
    pdf = await renewalLettersPdf(context, today, noProgress);
  }),
);
delay.disable();
const linksMade = (await renewalLinkCount(database)) - linksBefore;
console.log(
  `letters: ${(pdf.length / 2 ** 20).toFixed(1)} MiB in ${seconds(letters.ms)} (floor: the candidates' read ${await candidatesFloor(true)}), ${linksMade} renewal links made; ${statementsOf(letters.value, linksMade)}; event loop delay p50 ${(delay.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms`,
);

const again = await timed(() => renewalLettersPdf(context, today, noProgress));
const linksMadeAgain = (await renewalLinkCount(database)) - linksBefore - linksMade;
console.log(`letters printed again: ${seconds(again.ms)}, ${linksMadeAgain} renewal links made`);

const labels = await timed(() => mailingLabelsPdf(context, today, noProgress));
console.log(`labels: ${(labels.value.length / 2 ** 10).toFixed(0)} KiB in ${seconds(labels.ms)}`);
console.log(`memory: ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB resident`);
await database.close();
