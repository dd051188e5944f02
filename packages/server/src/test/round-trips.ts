import type { Db } from "../db/client.ts";

type Queryable = { query: (...args: never[]) => Promise<unknown> };

/**
 * How many queries the app sends to the database while `run` runs. Drizzle sends each through its client's
 * `query` (the PGlite instance, or the node-postgres pool), so counting there sees every round trip, prepared or
 * not, on either database.
 */
export async function countRoundTrips(db: Db, run: () => Promise<unknown>): Promise<number> {
  const client = (db as unknown as { $client: Queryable }).$client;
  const query = client.query;
  const own = Object.hasOwn(client, "query");
  let count = 0;
  client.query = ((...args: never[]) => {
    count += 1;
    return query.apply(client, args);
  }) as Queryable["query"];
  try {
    await run();
  } finally {
    if (own) client.query = query;
    else delete (client as Partial<Queryable>).query;
  }
  return count;
}
