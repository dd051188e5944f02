import type { ListingContactChoice, ListingFactChoice } from "@club/domain/listing.schema";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../db/columns.ts";
import { invoices } from "../checkout/checkout.schema.ts";
import { members } from "../members/members.schema.ts";
import { vehicles, vehicleTransfers } from "../vehicles/vehicles.schema.ts";

// Issue 44: the marketplace. A listing is its seller's; a car listing names a car of their garage, whose facts are
// read from the registry each time it is shown (never copied). What money, a report or a sale points to is kept:
// only a draft is deleted; a leaving member's listings are withdrawn and their words erased.

export const listings = pgTable(
  "listings",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "restrict" }),
    kind: text({ enum: ["car", "part", "wanted", "service"] }).notNull(),
    /** The car of a car listing; RESTRICT: a car with a listing keeps its history (it leaves the garage instead). */
    vehicleId: integer().references(() => vehicles.id, { onDelete: "restrict" }),
    status: text({
      enum: [
        "draft",
        "awaiting_payment",
        "awaiting_approval",
        "active",
        "expired",
        "sold",
        "withdrawn",
        "removed",
      ],
    })
      .notNull()
      .default("draft"),
    title: text().notNull(),
    description: text().notNull(),
    /** Whole dollars; null: offers. */
    price: integer(),
    city: text().notNull(),
    state: text(),
    country: text().notNull(),
    contactChoice: jsonb().$type<ListingContactChoice>().notNull(),
    factChoice: jsonb().$type<ListingFactChoice>().notNull(),
    publishedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    /** When the week-before reminder was mailed for the current period (a renewal clears it). */
    remindedAt: timestamp({ withTimezone: true }),
    soldAt: timestamp({ withTimezone: true }),
    /** A car sold to a member: the registry's offer of the car to them (the buyer is the offer's). */
    transferId: integer().references(() => vehicleTransfers.id, { onDelete: "set null" }),
    closedAt: timestamp({ withTimezone: true }),
    removalReason: text(),
    /** The fee's invoice, while and after it is paid. */
    invoiceId: integer().references(() => invoices.id, { onDelete: "restrict" }),
    /** Approved by the office (its audit entry says who); a renewal needs no new approval. */
    approvedAt: timestamp({ withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [
    index().on(t.memberId),
    index().on(t.vehicleId),
    index().on(t.transferId),
    index().on(t.invoiceId),
    // The marketplace reads listed and recently sold listings, newest first; the queue reads those waiting.
    index("listings_shown_idx").on(t.publishedAt.desc()).where(sql`${t.status} in ('active', 'sold')`),
    index("listings_status_idx").on(t.status, t.expiresAt),
    index("listings_words_idx").using(
      "gin",
      sql`to_tsvector('simple', ${t.title} || ' ' || ${t.description})`,
    ),
    // One open listing per car: a second is a change of the first.
    uniqueIndex("listings_one_open_per_car")
      .on(t.vehicleId)
      .where(sql`${t.status} in ('draft', 'awaiting_payment', 'awaiting_approval', 'active')`),
  ],
);

/** A listing's own photos (a car listing shows its car's too), processed and stored as the cars' photos are. */
export const listingImages = pgTable(
  "listing_images",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer()
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    storageKey: text().notNull().unique(),
    thumbnailKey: text().notNull().unique(),
    contentType: text().notNull(),
    size: integer().notNull(),
    position: integer().notNull().default(0),
    createdAt,
  },
  (t) => [index().on(t.listingId)],
);

/**
 * Who wrote to a seller about a listing through the relay (the text went into the seller's mail and nowhere else):
 * the seller's list of whom "Sold to a member" may name, and the relay's count.
 */
export const listingEnquiries = pgTable(
  "listing_enquiries",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer()
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    senderId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.listingId), index().on(t.senderId, t.sentAt)],
);

/**
 * A message from outside the club to a public listing's seller, kept only until its writer opens the link mailed to
 * them (then relayed and its text erased) or for a day.
 */
export const listingInquiries = pgTable(
  "listing_inquiries",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer()
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    name: text().notNull(),
    email: text().notNull(),
    message: text(),
    tokenHash: text().notNull().unique(),
    createdAt,
    confirmedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.listingId), index().on(t.createdAt)],
);

/** A member's report of a listing to the office, with their reason; the office dismisses it or removes the listing. */
export const listingReports = pgTable(
  "listing_reports",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer()
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    reporterId: integer().references(() => members.id, { onDelete: "set null" }),
    reason: text().notNull(),
    createdAt,
    resolvedAt: timestamp({ withTimezone: true }),
    resolution: text({ enum: ["dismissed", "removed"] }),
  },
  (t) => [index().on(t.listingId), index().on(t.reporterId)],
);
