import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";
import { imports } from "../imports/imports.schema.ts";
import { members } from "../members/members.schema.ts";

/**
 * An invitation to claim an imported account (issue 16): a single-use link (a random token, kept hashed) or, on a
 * letter, a short code; valid 30 days from sending. Queued when the office invites, sent a number per hour.
 */
export const claimLinks = pgTable(
  "claim_links",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    importId: integer().references(() => imports.id, { onDelete: "set null" }),
    tokenHash: text().unique(),
    codeHash: text().unique(),
    channel: text({ enum: ["email", "letter"] }).notNull(),
    /** queued until the hourly run mails it (a letter is printed by the office); then its 30 days run. */
    sentAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    claimedAt: timestamp({ withTimezone: true }),
    createdAt,
  },
  (t) => [index().on(t.memberId), index().on(t.importId), index().on(t.sentAt)],
);
