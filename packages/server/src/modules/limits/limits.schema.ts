import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Rate limits shared by every instance: one row per counted key (what is limited, and for whom), counted in a
 * window that starts with the first hit (modules/limits).
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text().primaryKey(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull(),
  },
  (t) => [index().on(t.windowStart)],
);
