import type { Db } from "./client.ts";

/**
 * A hot query prepared once per database handle (`.prepare(name)` with `sql.placeholder`s) instead of built on
 * every call: Drizzle renders its SQL once, and PostgreSQL parses and plans a named statement once per
 * connection. Per handle, because a prepared query belongs to the handle that built it (tests open many; a
 * transaction is a handle of its own, prepared again, which is cheap and rare).
 */
export function preparedPerDb<Prepared>(prepare: (db: Db) => Prepared): (db: Db) => Prepared {
  const byDb = new WeakMap<Db, Prepared>();
  return (db) => {
    let prepared = byDb.get(db);
    if (!prepared) {
      prepared = prepare(db);
      byDb.set(db, prepared);
    }
    return prepared;
  };
}
