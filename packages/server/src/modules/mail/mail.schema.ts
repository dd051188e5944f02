import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";
import { members } from "../members/members.schema.ts";
import type { MailAttachment } from "./mail.transport.ts";

/** Every e-mail the portal sends, kept until delivered (and after, as a record). */
export const outbox = pgTable(
  "outbox",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** Extra headers, e.g. an announcement's List-Unsubscribe (RFC 8058). */
    headers: jsonb().$type<Record<string, string>>(),
    /** Issue 28: small files sent with the message (a registration's check-in QR code). */
    attachments: jsonb().$type<MailAttachment[]>(),
    /** Whom it is for, when it is for a member: the office's Mail tab lists it even after an address change. */
    memberId: integer().references(() => members.id, { onDelete: "set null" }),
    /** bounced: the receiving server refused the address for good (an SMTP 5xx); never retried. */
    status: text({ enum: ["pending", "sending", "sent", "failed", "bounced"] })
      .notNull()
      .default("pending"),
    attempts: integer().notNull().default(0),
    claimedAt: timestamp({ withTimezone: true }),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    /**
     * One of many (a reminders run, an announcement, invitations): sent after the mail a member is waiting for, so a
     * password reset does not queue behind thousands of reminders at the server's pace (issue 24).
     */
    bulk: boolean().notNull().default(false),
    /**
     * Issue 39: the last mail of a member who left the club: once sent (or given up), its record keeps no address or
     * text, as the rest of their mail was anonymised when they were erased.
     */
    forgetOnceSent: boolean().notNull().default(false),
    createdAt,
  },
  (t) => [index().on(t.status, t.bulk, t.id), index().on(t.memberId)],
);

/** Addresses whose server refused our mail for good (an SMTP 5xx): no reminders or announcements go there. */
export const mailBounces = pgTable("mail_bounces", {
  /** Lower-cased. */
  address: text().primaryKey(),
  reason: text().notNull(),
  outboxId: integer(),
  bouncedAt: timestamp({ withTimezone: true }).notNull(),
});
