import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../db/columns.ts";
import { makes } from "../makes/makes.schema.ts";
import { members } from "../members/members.schema.ts";

/**
 * Issue 27: the club's approved list of Full Classic cars, as data. An entry is a make, a series or model (none: every
 * model of the make) and the years it covers.
 */
export const classics = pgTable(
  "classics",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    makeId: integer()
      .notNull()
      .references(() => makes.id),
    series: text(),
    firstYear: integer().notNull(),
    lastYear: integer().notNull(),
    notes: text(),
    createdAt,
    updatedAt,
  },
  (t) => [index().on(t.makeId)],
);

/** A member's request that a car not on the list be added; the office decides with a reason. */
export const classicPetitions = pgTable(
  "classic_petitions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    makeId: integer()
      .notNull()
      .references(() => makes.id),
    model: text().notNull(),
    firstYear: integer().notNull(),
    lastYear: integer().notNull(),
    evidence: text().notNull(),
    status: text({ enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    reason: text(),
    decidedById: integer().references(() => members.id, { onDelete: "set null" }),
    decidedAt: timestamp({ withTimezone: true }),
    /** The entry an approval added to the list. */
    classicId: integer().references(() => classics.id, { onDelete: "set null" }),
    createdAt,
  },
  (t) => [
    index().on(t.status),
    index().on(t.memberId),
    index().on(t.makeId),
    index().on(t.decidedById),
    index().on(t.classicId),
  ],
);
