import type { Database } from "../db/client.ts";

/**
 * How many exports still hold a cursor (db/cursor-rows.ts): on PGlite, a cursor of its one session; on PostgreSQL,
 * a connection left inside the export's transaction (idle, or idle after a failed statement).
 */
export async function openExports(database: Database) {
  const result = await database.executeSql(`select
    (select count(*) from pg_cursors where name like 'export_rows%')::int
    + (select count(*) from pg_stat_activity
       where datname = current_database() and state like 'idle in transaction%' and query like '%export_rows%')::int
    as open`);
  return (result.rows as { open: number }[])[0]?.open;
}
