import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../db/columns.ts";
import { regions } from "../geo/geo.schema.ts";
import { members } from "../members/members.schema.ts";

/** An e-mail the office writes to a segment of the members (issue 15), sent by a throttled job. */
export const announcements = pgTable(
  "announcements",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    subject: text().notNull(),
    body: text().notNull(),
    /** Who it goes to: { kind: "active" | "region" | "lapsed" | "event", regionId?, months?, eventId? }. */
    segment: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text({ enum: ["draft", "sending", "sent"] })
      .notNull()
      .default("draft"),
    createdBy: integer().references(() => members.id, { onDelete: "set null" }),
    /** Issue 42: a region's newsletter, written by its editor; its segment is always that region's members. */
    newsletterRegionId: integer().references(() => regions.id),
    total: integer().notNull().default(0),
    sendStartedAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [index().on(t.createdAt), index().on(t.createdBy), index().on(t.newsletterRegionId, t.createdAt)],
);

/** Each member an announcement goes to, and what became of it. */
export const announcementRecipients = pgTable(
  "announcement_recipients",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    announcementId: integer()
      .notNull()
      .references(() => announcements.id, { onDelete: "cascade" }),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    email: text().notNull(),
    status: text({ enum: ["pending", "sent", "skipped"] })
      .notNull()
      .default("pending"),
    /** Why it was skipped (no_email, unsubscribed, bouncing). */
    reason: text(),
    /** The one-click unsubscribe link's token (RFC 8058), hashed. */
    unsubscribeTokenHash: text().notNull().unique(),
    outboxId: integer(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt,
  },
  (t) => [
    uniqueIndex().on(t.announcementId, t.memberId),
    index().on(t.announcementId, t.status),
    index().on(t.memberId),
  ],
);
