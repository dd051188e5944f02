import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";
import { regions } from "../geo/geo.schema.ts";
import { members } from "../members/members.schema.ts";

/**
 * Issue 46: the club's committees (the board of directors among them, `key` "board") and a region's own (`regionId`),
 * a list the office keeps. A committee members have served on is history: it is retired, not deleted.
 */
export const committees = pgTable(
  "committees",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    key: text().unique(),
    name: text().notNull(),
    description: text().notNull().default(""),
    regionId: integer().references(() => regions.id),
    position: integer().notNull(),
    retiredAt: timestamp({ withTimezone: true }),
    createdAt,
  },
  (t) => [index().on(t.regionId)],
);

/**
 * A member serving on a committee from one day to another (none: until the office ends it), in the club's time zone,
 * with their role on it (Chair, Member…). A seat won in an election names the election.
 */
export const committeeTerms = pgTable(
  "committee_terms",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    committeeId: integer()
      .notNull()
      .references(() => committees.id, { onDelete: "restrict" }),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    role: text().notNull(),
    startsOn: date().notNull(),
    endsOn: date(),
    /** The election that seated them (its id; the election is the elections module's). */
    electionId: integer(),
    createdAt,
  },
  (t) => [
    index().on(t.committeeId),
    index().on(t.memberId),
    check("committee_terms_days", sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
  ],
);
