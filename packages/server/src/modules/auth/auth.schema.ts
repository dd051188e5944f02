import type { SessionScope, SignInMethod } from "@club/domain/own-profile.schema";
import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";
import { members } from "../members/members.schema.ts";

export const sessions = pgTable(
  "sessions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    rememberMe: boolean().notNull(),
    /** What the session may do (issue 39): `renewal` for a renewal link's, which sees and pays its renewal only. */
    scope: text().$type<SessionScope>().notNull().default("full"),
    /** How it began (issue 43): a password, a mailed code or its link, a renewal or claim link, a passkey. */
    signedInWith: text().$type<SignInMethod>().notNull().default("password"),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull(),
    /** When this session proved the office's second factor (a TOTP code or a recovery code), if it did. */
    secondFactorAt: timestamp({ withTimezone: true }),
    createdAt,
  },
  (t) => [index().on(t.memberId), index().on(t.expiresAt)],
);

export const passwordResets = pgTable(
  "password_resets",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt,
  },
  (t) => [index().on(t.memberId)],
);

/**
 * Issue 43: a sign-in code mailed to a member, with its link. Only hashes are kept: the code's together with the
 * member's id (six digits alone would be found by trying a million), and the link's. A code ends when used, when a
 * newer one is asked for, after its last wrong try, or with the member's sessions (`endedAt`).
 */
export const signInCodes = pgTable(
  "sign_in_codes",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    codeHash: text().notNull(),
    linkHash: text().notNull().unique(),
    wrongTries: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    createdAt,
  },
  (t) => [index().on(t.memberId), index().on(t.expiresAt)],
);
