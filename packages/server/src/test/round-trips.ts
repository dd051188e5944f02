import type { Db } from "../db/client.ts";

export type Query = { text: string; values: unknown[] };
type Queryable = { query: (...args: never[]) => Promise<unknown> };

/** Sees each statement sent through `client.query` until the returned function puts it back. */
function tapQueries(client: Queryable, captured: Query[]): () => void {
  const query = client.query;
  const own = Object.hasOwn(client, "query");
  client.query = ((...args: never[]) => {
    const [first, second] = args as unknown[];
    if (typeof first === "string") captured.push({ text: first, values: (second as unknown[]) ?? [] });
    else {
      const config = first as { text: string; values?: unknown[] };
      captured.push({ text: config.text, values: (second as unknown[]) ?? config.values ?? [] });
    }
    return query.apply(client, args);
  }) as Queryable["query"];
  return () => {
    if (own) client.query = query;
    else delete (client as Partial<Queryable>).query;
  };
}

type PooledClient = Queryable & { release: (...args: unknown[]) => void };

type TransactionClient = Queryable & {
  /** PGlite: the transaction's statements go through the `tx` it hands the callback. */
  transaction?: (callback: (tx: Queryable) => Promise<unknown>) => Promise<unknown>;
  /**
   * node-postgres: a transaction takes a client of its own from the pool (a promise); the pool's own `query` takes
   * one too (with a callback), whose statement the pool's `query` has already seen.
   */
  connect?: (...args: unknown[]) => Promise<PooledClient> | undefined;
};

/**
 * The statements the app sends to the database while `run` runs, as sent (text and parameters). Drizzle sends
 * each through its client's `query` (the PGlite instance, or the node-postgres pool), and a transaction's through
 * the transaction's own client, so capturing at both sees every round trip, prepared or not, on either database.
 * The benchmark replays them for the database floor.
 */
export async function captureQueries(db: Db, run: () => Promise<unknown>): Promise<Query[]> {
  const client = (db as unknown as { $client: TransactionClient }).$client;
  const captured: Query[] = [];
  const untap = tapQueries(client, captured);
  const { transaction, connect } = client;
  if (transaction)
    client.transaction = (callback) =>
      transaction.call(client, (tx) => {
        tapQueries(tx, captured);
        return callback(tx);
      });
  if (connect)
    client.connect = (...args) => {
      if (args.length > 0) return connect.apply(client, args);
      return connect.call(client)?.then((connection) => {
        const untapConnection = tapQueries(connection, captured);
        const { release } = connection;
        // Back in the pool, the client may serve a plain query, which the pool's `query` counts already.
        connection.release = (...releaseArgs) => {
          untapConnection();
          connection.release = release;
          release.apply(connection, releaseArgs);
        };
        return connection;
      });
    };
  try {
    await run();
  } finally {
    // Both are the client's class's own methods: the instance gets them back from its prototype.
    delete client.transaction;
    delete client.connect;
    untap();
  }
  return captured;
}

/** How many queries the app sends to the database while `run` runs. */
export async function countRoundTrips(db: Db, run: () => Promise<unknown>): Promise<number> {
  return (await captureQueries(db, run)).length;
}
