import { index, integer, pgTable, text } from "drizzle-orm/pg-core";

// Reference places, written only by the seed: countries and their states (ISO codes) and the club's regions.

export const countries = pgTable("countries", {
  code: text().primaryKey(),
  name: text().notNull().unique(),
});

export const subdivisions = pgTable(
  "subdivisions",
  {
    code: text().primaryKey(),
    countryCode: text()
      .notNull()
      .references(() => countries.code),
    name: text().notNull(),
  },
  (t) => [index().on(t.countryCode)],
);

/** The club's regions (local chapters), each with its yearly regional plan. */
export const regions = pgTable(
  "regions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull().unique(),
    name: text().notNull().unique(),
    countryCode: text().references(() => countries.code),
  },
  (t) => [index().on(t.countryCode)],
);
