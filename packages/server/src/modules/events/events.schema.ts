import { date, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";
import { regions } from "../geo/geo.schema.ts";
import { members } from "../members/members.schema.ts";
import { vehicles } from "../vehicles/vehicles.schema.ts";

export const events = pgTable(
  "events",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    formId: text().notNull().unique(),
    title: text().notNull(),
    dateStart: date().notNull(),
    dateEnd: date().notNull(),
    regionId: integer().references(() => regions.id),
    /** How many may register (issue 14); no limit when null. */
    capacity: integer(),
  },
  (t) => [index().on(t.regionId)],
);

/** A member's registration for an event, as the external form service reported it. */
export const registrations = pgTable(
  "registrations",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    submissionId: text().notNull().unique(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    eventId: integer()
      .notNull()
      .references(() => events.id),
    vehicleId: integer().references(() => vehicles.id, { onDelete: "set null" }),
    createdAt,
  },
  (t) => [index().on(t.memberId), index().on(t.eventId), index().on(t.vehicleId)],
);
