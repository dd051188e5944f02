import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "../../db/columns.ts";

/** Small club-wide settings (for example the renewal window), one JSON value per key. */
export const settings = pgTable("settings", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt,
});
