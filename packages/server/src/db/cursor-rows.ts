import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Db } from "./client.ts";

// A long read (a CSV export) in one pass of one query, through a server-side cursor: pages with OFFSET read again
// every row before each page, so an export of 50,000 payments took 26 times one pass of its query (issue 24).

/** How many rows one FETCH brings: a few hundred kilobytes of a wide export. */
export const cursorFetchSize = 2_000;

/** A Drizzle select with a flat selection: its SQL, and the names of its columns in their order. */
interface FlatSelect<Row> {
  toSQL(): { sql: string; params: unknown[] };
  readonly _: { readonly selectedFields: Record<string, unknown>; readonly result: Row[] };
}

interface FetchedSet {
  rows: unknown[][];
  fields: { name: string; dataTypeID: number }[];
}

/**
 * The rows of `query`, in its order, read `fetchSize` at a time through a cursor. One set is read ahead of the one the
 * caller is taking, no more (a CSV stream's back-pressure), and a caller that stops early (`return()`, as when a
 * client leaves the download) closes the cursor and gives the connection back.
 *
 * The rows are mapped by position to the selection's names, as Drizzle does (its own mapping is internal), with the
 * values as the driver reads them: the same as Drizzle's for integer, text, boolean, jsonb and timestamptz
 * columns; a column the two drivers read differently is refused (see `checkReadAlike`).
 */
export async function* cursorRows<Row>(
  db: Db,
  query: FlatSelect<Row>,
  fetchSize = cursorFetchSize,
): AsyncGenerator<Row> {
  const { sql: text, params } = query.toSQL();
  const names = Object.keys(query._.selectedFields);
  const client = clientOf(db);
  const sets =
    client instanceof PGlite
      ? pgliteSets(client, text, params, fetchSize)
      : postgresSets(client, text, params, fetchSize);
  for await (const set of sets) {
    checkFlat(names, set.fields);
    checkReadAlike(names, set.fields);
    // A plain loop, not Object.fromEntries over a mapped array: no array per column of each of 50,000 rows (issue 41).
    for (const values of set.rows) {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < names.length; i++) row[names[i] as string] = values[i];
      yield row as Row;
    }
  }
}

/** The pool or the embedded database under Drizzle: a cursor needs one connection of its own. */
function clientOf(db: Db): PGlite | pg.Pool {
  const client: unknown = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite || client instanceof pg.Pool) return client;
  throw new Error("cursorRows reads through the app's database, not inside a transaction");
}

/**
 * PostgreSQL: one read-only transaction on a connection of its own, whose cursor reads the rows as they are
 * fetched (nothing is computed ahead of the client).
 */
async function* postgresSets(
  pool: pg.Pool,
  text: string,
  params: unknown[],
  fetchSize: number,
): AsyncGenerator<FetchedSet> {
  const client = await pool.connect();
  const fetchSet = () => {
    const set = client.query<unknown[]>({ text: `fetch ${fetchSize} from export_rows`, rowMode: "array" });
    // Handled where it is awaited: a set that fails while the caller is still on the one before must not be taken
    // for an unhandled rejection (the process would stop).
    set.catch(() => undefined);
    return set;
  };
  let next: ReturnType<typeof fetchSet> | undefined;
  let broken: Error | undefined;
  try {
    await client.query("begin read only");
    // Every row is read: plan for all of them, not for the first tenth (PostgreSQL's default for a cursor).
    await client.query("set local cursor_tuple_fraction = 1");
    await client.query(`declare export_rows no scroll cursor for ${text}`, params);
    next = fetchSet();
    for (;;) {
      const set = await next;
      if (set.rows.length < fetchSize) {
        yield set;
        return;
      }
      // Issue 41: PostgreSQL computes the next set while the caller works on this one (audit.csv waited for each
      // fetch after writing 2,000 lines); one set ahead, no more, whatever the client's pace.
      next = fetchSet();
      yield set;
    }
  } finally {
    // A set asked for ahead is over before the transaction ends (the connection answers in order); its failure, if
    // the caller never came back for it, is nobody's.
    await next?.catch(() => undefined);
    // The transaction only read: ending it closes the cursor. A connection that cannot end it is dropped, not reused.
    await client.query("rollback").catch((error: Error) => {
      broken = error;
    });
    client.release(broken);
  }
}

let pgliteCursors = 0;

/**
 * PGlite has one connection, and a transaction holds it: a cursor inside one would keep every other request waiting
 * for the whole download, as slow as the client reading it. A cursor WITH HOLD, declared outside a transaction,
 * computes the whole result at its DECLARE (one pass of the query, which other requests wait for) and keeps it;
 * each FETCH is then a short statement, and other requests' queries run between them.
 */
async function* pgliteSets(
  lite: PGlite,
  text: string,
  params: unknown[],
  fetchSize: number,
): AsyncGenerator<FetchedSet> {
  // The one connection is shared: each export's cursor needs a name of its own.
  pgliteCursors += 1;
  const cursor = `export_rows_${pgliteCursors}`;
  await lite.query(`declare ${cursor} no scroll cursor with hold for ${text}`, params);
  try {
    for (;;) {
      // PGlite runs on this thread and answers without I/O: without a turn of the event loop between fetches, a
      // client reading fast makes the download one chain of promises, and no other request is even read until it
      // ends.
      await new Promise((resolve) => setImmediate(resolve));
      const set = await lite.query<unknown[]>(`fetch ${fetchSize} from ${cursor}`, [], { rowMode: "array" });
      yield set;
      if (set.rows.length < fetchSize) return;
    }
  } finally {
    await lite.query(`close ${cursor}`);
  }
}

/** A nested selection ({ row: {...} }) has more columns than names: mapping it by position would shift them. */
function checkFlat(names: string[], fields: FetchedSet["fields"]) {
  if (names.length !== fields.length) {
    throw new Error(`cursorRows reads a flat selection: ${fields.length} columns for ${names.length} names`);
  }
}

// Types the drivers read unlike Drizzle, or unlike each other: a bigint is text on one and a number on the other;
// a date or a timestamp without time zone becomes a Date in the process's time zone where Drizzle reads text.
const readUnlike = new Map([
  [20, "bigint"],
  [1082, "date"],
  [1114, "timestamp without time zone"],
  [1186, "interval"],
]);

function checkReadAlike(names: string[], fields: FetchedSet["fields"]) {
  fields.forEach((field, i) => {
    const type = readUnlike.get(field.dataTypeID);
    if (type)
      throw new Error(`cursorRows: column "${names[i]}" is a ${type}; cast it (::text, ::int) in the query`);
  });
}
