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
import { createdAt, updatedAt } from "../../db/columns.ts";
import { makes } from "../makes/makes.schema.ts";
import { members } from "../members/members.schema.ts";

export const vehicles = pgTable(
  "vehicles",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /**
     * The member whose garage the car is in; none once it was sold outside the club or its owner's account is gone
     * (issue 27: the car stays in the registry with its history and can be claimed).
     */
    memberId: integer().references(() => members.id, { onDelete: "set null" }),
    ownedByAssociate: boolean().notNull().default(false),
    year: integer().notNull(),
    makeId: integer()
      .notNull()
      .references(() => makes.id),
    model: text().notNull(),
    numberOfCylinders: integer().notNull(),
    bodyStyle: text(),
    bodyMaker: text(),
    engineNumber: text(),
    bodyNumber: text(),
    serialNumber: text(),
    trackAcquiredFrom: text(),
    trackDateAcquired: text(),
    trackSoldTo: text(),
    trackDateSold: text(),
    trackOtherInfo: text(),
    seniorCategory: text({ enum: ["None", "Senior", "Senior Premier"] })
      .notNull()
      .default("None"),
    seniorNumber: text(),
    newCoachWork: boolean().notNull().default(false),
    altered: boolean().notNull().default(false),
    authentic: boolean().notNull().default(false),
    approvedByCommittee: boolean().notNull().default(false),
    /**
     * The office's review (issue 14): when it was last approved or rejected, and the reason of a rejection. A car
     * is pending while neither approved nor rejected; a material change sends it back (both cleared).
     */
    reviewedAt: timestamp({ withTimezone: true }),
    rejectionReason: text(),
    /** The material fields as they were approved: the queue shows what changed since. */
    approvedValues: jsonb().$type<Record<string, unknown>>(),
    location: text(),
    /** Issue 27: the owner lets other members read the serial, engine and body numbers (and find the car by them). */
    showNumbers: boolean().notNull().default(false),
    /** Issue 27: disputed while the office weighs a claim on the car's identity; destroyed stays in the registry. */
    status: text({ enum: ["active", "destroyed", "disputed"] })
      .notNull()
      .default("active"),
    /** Issue 27: where each number came from and who at the office verified it (vehicleIdentifierSourcesSchema). */
    identifierSources: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt,
    updatedAt,
  },
  // The car search's sort keys (year or model, then the car), read in index order like the member search's.
  (t) => [
    index().on(t.memberId),
    index().on(t.makeId),
    index("vehicles_year_id").on(t.year, t.id),
    index("vehicles_model_id").on(t.model, t.id),
  ],
);

/** Photos of a member's car: the stored original (metadata stripped) and its thumbnail, by storage key. */
export const vehicleImages = pgTable(
  "vehicle_images",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    storageKey: text().notNull().unique(),
    thumbnailKey: text().notNull().unique(),
    contentType: text().notNull(),
    size: integer().notNull(),
    position: integer().notNull().default(0),
    createdAt,
  },
  (t) => [index().on(t.vehicleId)],
);

/**
 * Issue 27: the car's chain of owners. A member's ownership names the member (their name is read from the member);
 * the days are those the owners gave (null when not known); the current ownership, the chain's last, has no end.
 * The chain is read in the order of `position`, then of ids: earlier owners a registry file brings for a car
 * already in the registry go before its first link, below its lowest position. History, like the transfers and the
 * claims below, holds its car: RESTRICT, so a car with a past is never deleted with it (issue 39, DESIGN §10).
 */
export const vehicleOwnerships = pgTable(
  "vehicle_ownerships",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id, { onDelete: "restrict" }),
    memberId: integer().references(() => members.id, { onDelete: "set null" }),
    /** An owner outside the club (a buyer of a sale outside it, a past owner brought in by a registry file). */
    ownerName: text(),
    ownerPlace: text(),
    startedOn: date(),
    endedOn: date(),
    /** Issue 39: how an ownership ended when its owner removed the car from their garage (no next owner known). */
    endedHow: text({ enum: ["sold_outside", "destroyed", "unknown"] }),
    source: text({ enum: ["registered", "transfer", "import", "claim"] }).notNull(),
    position: integer().notNull().default(0),
    createdAt,
  },
  (t) => [index().on(t.vehicleId), index().on(t.memberId)],
);

/** A car the seller offered to another member: it moves to the buyer's garage when they accept. */
export const vehicleTransfers = pgTable(
  "vehicle_transfers",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id, { onDelete: "restrict" }),
    sellerId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    /** The member buying; none for a sale outside the club (recorded as accepted, with the buyer's name). */
    buyerId: integer().references(() => members.id, { onDelete: "cascade" }),
    /** The buyer outside the club by the name given; a member by the last name the seller typed (issue 39). */
    buyerName: text(),
    buyerPlace: text(),
    soldOn: date().notNull(),
    status: text({ enum: ["pending", "accepted", "declined", "cancelled"] })
      .notNull()
      .default("pending"),
    createdAt,
    decidedAt: timestamp({ withTimezone: true }),
  },
  // One offer at a time for a car: a second sale of it waits for the buyer's answer to the first.
  (t) => [
    uniqueIndex("vehicle_transfers_one_pending").on(t.vehicleId).where(sql`${t.status} = 'pending'`),
    index().on(t.buyerId),
    index().on(t.sellerId),
  ],
);

/** A member's claim that a car already in the registry is theirs (issue 27): the office approves or rejects it. */
export const vehicleClaims = pgTable(
  "vehicle_claims",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id, { onDelete: "restrict" }),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    note: text().notNull(),
    // Issue 39: closed when the office approved another claim on the same car (the reason says so).
    status: text({ enum: ["pending", "approved", "rejected", "closed"] })
      .notNull()
      .default("pending"),
    reason: text(),
    /**
     * Issue 39: whose garage the car was in when the claim was made (null: in none, sold outside the club). The office
     * approves a claim only while it still is: a claim made against one owner never takes the car from the next.
     */
    claimedFromId: integer().references(() => members.id, { onDelete: "set null" }),
    /** Issue 39: the owner's answer to the claim, for the office to read before it decides. */
    ownerAnswer: text(),
    ownerAnsweredAt: timestamp({ withTimezone: true }),
    decidedById: integer().references(() => members.id, { onDelete: "set null" }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt,
  },
  // A member claims a car once at a time; another member may claim the same car (the office sees both).
  (t) => [
    uniqueIndex("vehicle_claims_one_pending").on(t.vehicleId, t.memberId).where(sql`${t.status} = 'pending'`),
    index().on(t.status),
    index().on(t.memberId),
    index().on(t.decidedById),
    index().on(t.claimedFromId),
  ],
);

/** The papers a claimant sent with a claim, stored privately: the office reads them through signed links. */
export const vehicleClaimDocuments = pgTable(
  "vehicle_claim_documents",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    claimId: integer()
      .notNull()
      .references(() => vehicleClaims.id, { onDelete: "cascade" }),
    storageKey: text().notNull().unique(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    createdAt,
  },
  (t) => [index().on(t.claimId)],
);
