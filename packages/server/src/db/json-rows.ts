import { getTableColumns, type SQL, sql } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";
import { rowsOf } from "./column-arrays.ts";

// Many rows a statement as one JSON parameter, read back as rows of the table's own type by
// `jsonb_populate_recordset`. Drizzle's multi-row insert builds one parameter per value of every column, defaults
// included: about 0.2 ms a member on the thread that also answers members, most of a roster import's commit (a
// 20,000-member commit spent 13 s of its 27 s building statements), and the commit resumed after a crash then
// missed its minute under CI's load.

export interface JsonRowSet {
  /** `insert into t (cols) select cols from jsonb_populate_recordset(null::t, $1)`: the set's rows, one parameter. */
  insert: SQL;
  /** Where the set's rows were in the rows given. */
  indexes: number[];
}

const namesByTable = new WeakMap<PgTable, Map<string, string>>();

/** The table's columns' names in the database by their keys in the schema, as the client's snake_case casing has them. */
function columnNames(table: PgTable) {
  let names = namesByTable.get(table);
  if (!names) {
    names = new Map(
      Object.entries(getTableColumns(table)).map(([key, column]) => [
        key,
        column.keyAsName ? toSnakeCase(column.name) : column.name,
      ]),
    );
    namesByTable.set(table, names);
  }
  return names;
}

/**
 * The rows as inserts of one JSON parameter each, one set per combination of columns the rows give: a column a row
 * leaves out (undefined) takes its default, as in drizzle's insert, instead of a null the default would not fill.
 */
export function jsonRowSets<T extends PgTable>(table: T, rows: readonly T["$inferInsert"][]): JsonRowSet[] {
  const byKey = columnNames(table);
  const nameOf = (key: string) => {
    const name = byKey.get(key);
    if (!name) throw new Error(`${key} is not a column of the table`);
    return name;
  };
  const sets = new Map<string, { names: string[]; records: Record<string, unknown>[]; indexes: number[] }>();
  rows.forEach((row, index) => {
    const record: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) if (value !== undefined) record[nameOf(key)] = value;
    const given = Object.keys(record);
    const signature = given.join(",");
    const set = sets.get(signature) ?? { names: given, records: [], indexes: [] };
    set.records.push(record);
    set.indexes.push(index);
    sets.set(signature, set);
  });
  return [...sets.values()].map(({ names, records, indexes }) => {
    const columns = sql.join(
      names.map((name) => sql.identifier(name)),
      sql`, `,
    );
    const json = JSON.stringify(records);
    return {
      indexes,
      insert: sql`insert into ${table} (${columns})
        select ${columns} from jsonb_populate_recordset(null::${table}, ${json}::jsonb)`,
    };
  });
}

/** Inserts the rows, a statement a set; `onConflict` (`on conflict … do …`) ends each statement. */
export async function insertRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T["$inferInsert"][],
  onConflict: SQL = sql``,
) {
  for (const set of jsonRowSets(table, rows)) await db.execute(sql`${set.insert} ${onConflict}`);
}

/**
 * Inserts the rows and gives their new ids in the order of `rows`. A set's rows are read, and so numbered by the
 * identity, in the JSON array's order: their ids in ascending order are theirs in turn.
 */
export async function insertRowsReturningIds<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T["$inferInsert"][],
): Promise<number[]> {
  const ids: number[] = new Array(rows.length);
  for (const set of jsonRowSets(table, rows)) {
    const result = await db.execute(sql`${set.insert} returning id`);
    const created = rowsOf<{ id: number }>(result)
      .map((row) => row.id)
      .sort((a, b) => a - b);
    set.indexes.forEach((index, i) => {
      ids[index] = created[i] as number;
    });
  }
  return ids;
}
