import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";
import { members } from "../members/members.schema.ts";

/**
 * Issue 43: a member's passkeys (WebAuthn credentials). Only the public key is kept: what the authenticator signs
 * with stays on the member's phone or computer.
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    /** The credential's id as the browser gives it (base64url); one passkey belongs to one account. */
    credentialId: text().notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text().notNull(),
    /** The authenticator's signature counter (WebAuthn: an unsigned 32-bit number), to notice a cloned key. */
    counter: bigint({ mode: "number" }).notNull(),
    /** How the browser may reach the authenticator (internal, hybrid, usb…), handed back when it is asked for. */
    transports: jsonb().$type<string[]>().notNull(),
    name: text().notNull(),
    createdAt,
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.memberId)],
);

export const passkeyPurposes = ["add", "sign_in", "second_factor"] as const;
export type PasskeyPurpose = (typeof passkeyPurposes)[number];

/**
 * The challenges handed to the browser, each good once and for a few minutes: a passkey's answer signs one, and the
 * server takes it back (deletes it) before checking the answer, so an answer cannot be replayed.
 */
export const passkeyChallenges = pgTable(
  "passkey_challenges",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    challenge: text().notNull().unique(),
    purpose: text().$type<PasskeyPurpose>().notNull(),
    /** Whose it is: the signed-in member adding a passkey or proving the second factor; none for a sign-in. */
    memberId: integer().references(() => members.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt,
  },
  (t) => [index().on(t.memberId), index().on(t.expiresAt)],
);
