import { sql } from "drizzle-orm";

// Issue 41: a set of rows is written as one array per column (`insert ... select * from unnest($1::int[],
// $2::text[], ...)`), so the statement has the same few parameters whatever the number of rows. Drizzle's multi-row
// insert, one parameter per value, took about 5 ms to build per 100 rows on the thread that answers members.

/** One column of the rows, as one array parameter (cast it in the SQL: `${columnArray(...)}::text[]`). */
export const columnArray = (values: unknown[]) => sql.param(values);

/** The rows an `execute` returned (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
