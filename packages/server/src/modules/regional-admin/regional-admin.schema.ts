import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../db/columns.ts";
import { regions } from "../geo/geo.schema.ts";
import { members } from "../members/members.schema.ts";

/**
 * Issue 42: the offices a region's officers hold, a list the office keeps. The built-in ones have a key the portal
 * knows them by (a treasurer reads the region's money, a director proposes officers); a retired office is kept for
 * the terms that name it.
 */
export const regionalOffices = pgTable("regional_offices", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  key: text().unique(),
  title: text().notNull().unique(),
  position: integer().notNull(),
  retiredAt: timestamp({ withTimezone: true }),
});

/**
 * Issue 42: a member holding a region's office from one day to another (none: until the office ends it), in the club's
 * time zone. Proposed by the region's director until the office confirms it. Every officer gets the region's
 * administrator pages for the days of their term (issue 14's appointments became terms of "Regional administrator").
 */
export const officerTerms = pgTable(
  "officer_terms",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    regionId: integer()
      .notNull()
      .references(() => regions.id),
    officeId: integer()
      .notNull()
      .references(() => regionalOffices.id),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    startsOn: date().notNull(),
    endsOn: date(),
    status: text({ enum: ["proposed", "confirmed"] }).notNull(),
    proposedById: integer().references(() => members.id, { onDelete: "set null" }),
    createdAt,
  },
  (t) => [
    index().on(t.memberId),
    index().on(t.regionId, t.officeId),
    index().on(t.officeId),
    index().on(t.proposedById),
    check("officer_terms_days", sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
  ],
);

/** Issue 42: a group of regions the office defines; a region is in one zone at most, a name in any case once. */
export const zones = pgTable(
  "zones",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    createdAt,
  },
  (t) => [uniqueIndex("zones_name_unique").on(sql`lower(${t.name})`)],
);

export const zoneRegions = pgTable(
  "zone_regions",
  {
    zoneId: integer()
      .notNull()
      .references(() => zones.id, { onDelete: "cascade" }),
    regionId: integer()
      .notNull()
      .unique()
      .references(() => regions.id),
  },
  (t) => [primaryKey({ columns: [t.zoneId, t.regionId] })],
);

/**
 * Issue 42: a member holding an office of a zone (its director, its treasurer…) from one day to another, appointed by
 * the office. A zone's officer reads each of its regions as the region's own officers do, and their money, for the
 * days of the term. A zone with terms is history: it is not deleted.
 */
export const zoneTerms = pgTable(
  "zone_terms",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    zoneId: integer()
      .notNull()
      .references(() => zones.id, { onDelete: "restrict" }),
    officeId: integer()
      .notNull()
      .references(() => regionalOffices.id),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    startsOn: date().notNull(),
    endsOn: date(),
    createdAt,
  },
  (t) => [
    index().on(t.memberId),
    index().on(t.zoneId),
    index().on(t.officeId),
    check("zone_terms_days", sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
  ],
);

/**
 * Issue 42: a region's news, written by its editor (newsletter editor or director) and shown on its page, some to
 * members in good standing only. Plain text. The post is the region's: its author leaving the club leaves it unsigned.
 */
export const regionPosts = pgTable(
  "region_posts",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    regionId: integer()
      .notNull()
      .references(() => regions.id),
    authorMemberId: integer().references(() => members.id, { onDelete: "set null" }),
    title: text().notNull(),
    body: text().notNull(),
    membersOnly: boolean().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt,
    updatedAt,
  },
  (t) => [index().on(t.regionId, t.publishedAt), index().on(t.authorMemberId)],
);
