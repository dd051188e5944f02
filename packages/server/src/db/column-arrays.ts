import { type SQLWrapper, sql } from "drizzle-orm";

// Issue 41: a set of rows is written as one array per column (`insert ... select * from unnest($1::int[],
// $2::text[], ...)`), so the statement has the same few parameters whatever the number of rows. Drizzle's multi-row
// insert, one parameter per value, took about 5 ms to build per 100 rows on the thread that answers members.

/** One column of the rows, as one array parameter (cast it in the SQL: `${columnArray(...)}::text[]`). */
export const columnArray = (values: unknown[]) => sql.param(values);

/**
 * `column = any($1::int[])`: the ids as one parameter. `inArray` sends one per id, and building and parsing a
 * thousand of them, several times over in a statement, cost more than the statement's own work (the undo's check
 * of 20,000 members, issue 41).
 */
export const inIds = (column: SQLWrapper, ids: number[]) => sql`${column} = any(${columnArray(ids)}::int[])`;

/** The rows an `execute` returned (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
