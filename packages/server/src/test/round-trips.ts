import type { Db } from "../db/client.ts";

export type Query = { text: string; values: unknown[] };
type Queryable = { query: (...args: never[]) => Promise<unknown> };

/**
 * The statements the app sends to the database while `run` runs, as sent (text and parameters). Drizzle sends
 * each through its client's `query` (the PGlite instance, or the node-postgres pool), so capturing there sees
 * every round trip, prepared or not, on either database. The benchmark replays them for the database floor.
 */
export async function captureQueries(db: Db, run: () => Promise<unknown>): Promise<Query[]> {
  const client = (db as unknown as { $client: Queryable }).$client;
  const query = client.query;
  const own = Object.hasOwn(client, "query");
  const captured: Query[] = [];
  client.query = ((...args: never[]) => {
    const [first, second] = args as unknown[];
    if (typeof first === "string") captured.push({ text: first, values: (second as unknown[]) ?? [] });
    else {
      const config = first as { text: string; values?: unknown[] };
      captured.push({ text: config.text, values: (second as unknown[]) ?? config.values ?? [] });
    }
    return query.apply(client, args);
  }) as Queryable["query"];
  try {
    await run();
  } finally {
    if (own) client.query = query;
    else delete (client as Partial<Queryable>).query;
  }
  return captured;
}

/** How many queries the app sends to the database while `run` runs. */
export async function countRoundTrips(db: Db, run: () => Promise<unknown>): Promise<number> {
  return (await captureQueries(db, run)).length;
}
