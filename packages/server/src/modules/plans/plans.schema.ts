import { boolean, integer, pgTable, text } from "drizzle-orm/pg-core";
import { regions } from "../geo/geo.schema.ts";

export const nationalPlans = pgTable("national_plans", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  title: text().notNull().unique(),
  description: text().notNull(),
  cost: integer().notNull(),
  lifelong: boolean().notNull().default(false),
  offeredOnline: boolean().notNull().default(true),
  associatePlanTitle: text().notNull(),
  associatePlanCost: integer().notNull(),
  sortOrder: integer().notNull().default(0),
  /** An inactive plan is kept for the members on it and their history, but nobody can choose it (issue 14). */
  active: boolean().notNull().default(true),
});

export const regionalPlans = pgTable("regional_plans", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  regionId: integer()
    .notNull()
    .unique()
    .references(() => regions.id),
  title: text().notNull(),
  description: text().notNull().default(""),
  cost: integer().notNull(),
  associateCost: integer().notNull(),
  active: boolean().notNull().default(true),
});
