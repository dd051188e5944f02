import { integer, pgTable, text } from "drizzle-orm/pg-core";

export const makes = pgTable("makes", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
});
