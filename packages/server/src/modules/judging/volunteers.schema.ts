import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../db/columns.ts";
import { events } from "../events/events.schema.ts";
import { members } from "../members/members.schema.ts";

// Issue 46: a meet's volunteers beside its judges: the roles the office or the hosting region's administrators open
// (marshals, the registration desk, tabulators), each with its places and when, and the members who signed up.

/** A role at a meet, with how many members it takes; `time` is as the club words it, in its own time zone. */
export const volunteerRoles = pgTable(
  "volunteer_roles",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text(),
    places: integer().notNull(),
    /** "Saturday, 7:30 to 10 a.m.": a meet's day and hours, read by people, in the club's time zone. */
    time: text(),
    /** Where the role stands in the meet's list, lowest first. */
    position: integer().notNull().default(0),
    createdAt,
    updatedAt,
  },
  (t) => [index().on(t.eventId, t.position)],
);

/** A member signed up for a role: once per role; the reminder the day before the meet marks `remindedAt`. */
export const volunteerSignUps = pgTable(
  "volunteer_sign_ups",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    roleId: integer()
      .notNull()
      .references(() => volunteerRoles.id, { onDelete: "cascade" }),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    createdAt,
    remindedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex("volunteer_sign_ups_once").on(t.roleId, t.memberId), index().on(t.memberId)],
);
