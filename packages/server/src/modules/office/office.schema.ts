import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";
import { members } from "../members/members.schema.ts";

/** The club office's accounts (issue 13): a role on an account, which may or may not hold a membership. */
export const staff = pgTable("staff", {
  memberId: integer()
    .primaryKey()
    .references(() => members.id, { onDelete: "cascade" }),
  role: text({ enum: ["office_staff", "office_admin"] }).notNull(),
  /** The TOTP authenticator's shared secret (base32), kept from enrolment; in force once confirmed. */
  totpSecret: text(),
  totpConfirmedAt: timestamp({ withTimezone: true }),
  /**
   * A replacement's secret, until a code from the new app confirms it (issue 23): the authenticator in force stays
   * in force meanwhile, so starting a replacement never leaves the account with a password only.
   */
  totpPendingSecret: text(),
  /** The last time step whose code was accepted: a code is good once (RFC 6238 §5.2). */
  totpLastStep: integer(),
  /** SHA-256 hashes of the unused recovery codes: each signs in once in place of a TOTP code. */
  recoveryCodes: jsonb().$type<string[]>().notNull().default([]),
  createdAt,
});

/** The office's dated notes on a member. */
export const officeNotes = pgTable(
  "office_notes",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    authorId: integer().references(() => members.id, { onDelete: "set null" }),
    text: text().notNull(),
    createdAt,
  },
  (t) => [index().on(t.memberId), index().on(t.authorId)],
);
