import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * `json_build_object('key', column, …)` of named columns, so a query can return a member's list of rows (their
 * regional memberships, their cars) in one column of one row instead of a round trip of its own. The keys are
 * the app's names (camelCase), fixed in code.
 */
export function jsonObject(columns: Record<string, SQLWrapper>): SQL {
  const pairs = Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}
