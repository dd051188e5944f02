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
import { members } from "../members/members.schema.ts";

// Issue 30: the member decides who sees what. Their directory choices, the log of every consent they gave or took
// back, the messages relayed to members who hide their e-mail (who wrote to whom and when, never what), and the
// requests to leave the club with the office's answer.

/**
 * What other members see of a member in the directory, and whether their region may write to them. No row: the
 * member has not chosen yet, and sees what members saw before issue 30 (everything; club mail allowed).
 */
export const privacyChoices = pgTable("privacy_choices", {
  memberId: integer()
    .primaryKey()
    .references(() => members.id, { onDelete: "cascade" }),
  showInDirectory: boolean().notNull(),
  showAddress: boolean().notNull(),
  showPhones: boolean().notNull(),
  showEmail: boolean().notNull(),
  /** A regional administrator's mailing list carries the postal address only of members who allow club mail. */
  allowClubMail: boolean().notNull(),
  createdAt,
  updatedAt,
});

/** Each choice as it was made: what, when, how (at join, on the profile, by the office, an unsubscribe link) and by whom. */
export const consentEvents = pgTable(
  "consent_events",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    kind: text({ enum: ["privacy", "club_mail", "announcements"] }).notNull(),
    choice: jsonb().$type<Record<string, boolean>>().notNull(),
    how: text({ enum: ["join", "member", "office", "unsubscribe_link", "import"] }).notNull(),
    /** Who made it: the member, or the office account that recorded it for them. */
    actorId: integer().references(() => members.id, { onDelete: "set null" }),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.memberId, t.at), index().on(t.actorId)],
);

/** A message a member sent another through the portal: kept without its text, to count a sender's messages. */
export const relayedMessages = pgTable(
  "relayed_messages",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    senderId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    recipientId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.senderId, t.sentAt), index().on(t.recipientId)],
);

/** A member's request to leave the club and be forgotten, and the office's answer: completed, or refused with why. */
export const erasureRequests = pgTable(
  "erasure_requests",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "restrict" }),
    /** The member number, kept readable in the queue once the member is anonymised. */
    memberNo: integer().notNull(),
    reason: text(),
    status: text({ enum: ["open", "completed", "refused", "withdrawn"] })
      .notNull()
      .default("open"),
    requestedAt: timestamp({ withTimezone: true }).notNull(),
    /** The day an answer is due by: the request's day plus the days the club answers within. */
    dueOn: date({ mode: "string" }).notNull(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: integer().references(() => members.id, { onDelete: "set null" }),
    refusal: text(),
  },
  (t) => [
    uniqueIndex("erasure_requests_one_open").on(t.memberId).where(sql`${t.status} = 'open'`),
    index().on(t.memberId),
    index().on(t.status, t.dueOn),
    index().on(t.decidedBy),
  ],
);
