import { setImmediate } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { autovacuumAnalyze } from "./bulk-load-statistics.ts";
import type { Database } from "./client.ts";

// Issue 41: the embedded database has no autovacuum (PostgreSQL's background workers do not run inside PGlite), so
// its tables were never analysed (the planner knew nothing of their columns: the reminders' candidates took about a
// second per 3,000 members) and what updates and deletes leave behind was never reclaimed. A housekeeping job does
// what autovacuum would, with its default thresholds: a table is analysed and vacuumed once a tenth of its rows (and
// 50) were written since its last analysis, or a fifth of them (and 50) are dead (the counters PostgreSQL keeps while
// the process runs, a second behind), or it holds rows and was never analysed (a restart forgets the counters). One table
// per statement, as the office's work: on the embedded database members' statements go first between two.

/** The tables due, each vacuumed and analysed; their names. On PostgreSQL, none: its autovacuum keeps them. */
export async function maintainEmbeddedDatabase(database: Pick<Database, "db" | "kind">): Promise<string[]> {
  if (database.kind !== "pglite") return [];
  const due = (await database.db.execute(sql`
    select format('%I.%I', stats.schemaname, stats.relname) as name, stats.relname as table
    from pg_stat_user_tables stats
    join pg_class class on class.oid = stats.relid
    where stats.n_mod_since_analyze > ${autovacuumAnalyze.rows}::int + ${autovacuumAnalyze.fraction}::float8 * greatest(class.reltuples, 0)
       or stats.n_dead_tup > 50 + 0.2 * greatest(class.reltuples, 0)
       or (class.reltuples < 0 and pg_relation_size(class.oid) > 0)
    order by stats.schemaname, stats.relname`)) as unknown as { rows: { name: string; table: string }[] };
  for (const { name } of due.rows) {
    await database.db.execute(sql.raw(`vacuum (analyze) ${name}`));
    await setImmediate();
  }
  return due.rows.map((row) => row.table);
}
