import type { ChosenItem } from "@club/domain/event-parts.schema";
import type { CancellationRule, EventItem, EventPrice } from "@club/domain/office-events.schema";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";
import { invoices } from "../checkout/checkout.schema.ts";
import { regions } from "../geo/geo.schema.ts";
import { members } from "../members/members.schema.ts";
import { vehicles } from "../vehicles/vehicles.schema.ts";

export const events = pgTable(
  "events",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Issue 28: members register through the form service (spec §3) or in the portal. */
    registration: text({ enum: ["form", "portal"] })
      .notNull()
      .default("form"),
    /** The form service's form; a portal event has none. */
    formId: text().unique(),
    title: text().notNull(),
    dateStart: date().notNull(),
    dateEnd: date().notNull(),
    regionId: integer().references(() => regions.id),
    /** How many may register (issue 14); no limit when null. */
    capacity: integer(),
    place: text(),
    description: text(),
    /** Issue 28, portal events: prices by kind in cents (eventPriceSchema); a kind not listed is free. */
    prices: jsonb().$type<EventPrice[]>().notNull().default([]),
    carRequired: boolean().notNull().default(false),
    carEligibility: text({ enum: ["approved", "full_classic"] })
      .notNull()
      .default("approved"),
    registrationOpens: date(),
    registrationCloses: date(),
    /** What a member who cancels gets back (cancellationRuleSchema); null: in full until the event starts. */
    cancellation: jsonb().$type<CancellationRule>(),
    /** Sold with a registration: a banquet seat, a tour packet (eventItemSchema). */
    items: jsonb().$type<EventItem[]>().notNull().default([]),
  },
  (t) => [index().on(t.regionId)],
);

/**
 * A member's registration for an event: reported by the external form service (a submission id, confirmed), or made
 * in the portal (issue 28), where it holds a place while pending, offered or confirmed.
 */
export const registrations = pgTable(
  "registrations",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    submissionId: text().unique(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    eventId: integer()
      .notNull()
      .references(() => events.id),
    /** Issue 39: the car entered; it keeps its events and awards, so it cannot be deleted from under them. */
    vehicleId: integer().references(() => vehicles.id, { onDelete: "restrict" }),
    status: text({ enum: ["pending", "confirmed", "waitlisted", "offered", "cancelled"] })
      .notNull()
      .default("confirmed"),
    associate: boolean().notNull().default(false),
    guests: jsonb().$type<{ firstName: string; lastName: string }[]>().notNull().default([]),
    /** The items bought (chosenItemSchema): by the event's item id (issue 39), with its label and price then. */
    items: jsonb().$type<ChosenItem[]>().notNull().default([]),
    /** What it costs in cents, priced when the place was taken (0: free, or a form event's). */
    total: integer().notNull().default(0),
    /** The invoice paying for it (checkout's), while pending and once paid. */
    invoiceId: integer().references(() => invoices.id, { onDelete: "set null" }),
    /** Pending or offered: the place is held until then, and goes to the next waiting member after. */
    holdUntil: timestamp({ withTimezone: true }),
    /** Shown at the gate once confirmed. */
    checkInCode: text().unique(),
    checkedInAt: timestamp({ withTimezone: true }),
    checkedInBy: integer().references(() => members.id, { onDelete: "set null" }),
    /** Set while its refund is being made: a second cancellation at once waits for it instead of refunding twice. */
    cancellingAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** member, office, unpaid (the hold ran out), offer_expired, refunded (the office refunded the payment). */
    cancelReason: text(),
    createdAt,
  },
  (t) => [
    index().on(t.memberId),
    index().on(t.eventId, t.status),
    index().on(t.vehicleId),
    index().on(t.invoiceId),
    index().on(t.checkedInBy),
    index().on(t.holdUntil).where(sql`${t.holdUntil} is not null`),
    // One live portal registration per member and event; the form service's submissions are its own business.
    uniqueIndex("registrations_one_live_per_member")
      .on(t.eventId, t.memberId)
      .where(sql`${t.submissionId} is null and ${t.status} <> 'cancelled'`),
  ],
);

/** Issue 28: the secret address of a member's own calendar of registrations (only its hash is kept). */
export const calendarKeys = pgTable("calendar_keys", {
  memberId: integer()
    .primaryKey()
    .references(() => members.id, { onDelete: "cascade" }),
  keyHash: text().notNull().unique(),
  createdAt,
});
