import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";
import { rowsOf } from "./column-arrays.ts";

/**
 * PostgreSQL's autovacuum analyses a table once more rows than these were written since its last analysis: 50 and a
 * tenth of the rows it held then (its defaults). The embedded database's housekeeping follows the same rule
 * (embedded-maintenance.ts), as does an analysis after a bulk load.
 */
export const autovacuumAnalyze = { rows: 50, fraction: 0.1 } as const;

/**
 * Issue 41: a table's statistics taken right after a bulk load of `rowsWritten` rows, as PostgreSQL advises
 * ("Populating a Database": run ANALYZE afterwards), when autovacuum would analyse it for those rows alone. Until it
 * came back (a minute on PostgreSQL; PGlite has no autovacuum), the planner took a table analysed empty for empty.
 */
export async function analyzeAfterBulkLoad(db: Db, table: PgTable, rowsWritten: number) {
  const [planned] = rowsOf<{ tuples: number }>(
    await db.execute(
      sql`select greatest(reltuples, 0)::float8 as tuples from pg_class where oid = ${getTableName(table)}::regclass`,
    ),
  );
  if (rowsWritten > autovacuumAnalyze.rows + autovacuumAnalyze.fraction * (planned?.tuples ?? 0))
    await db.execute(sql`analyze ${table}`);
}
