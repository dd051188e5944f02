import { type AnyPgColumn, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { members } from "../members/members.schema.ts";

/**
 * Who changed what, when, with the values before and after: written in the transaction of the change, never
 * updated or deleted (a trigger refuses both, migration 0008). A member the trail names, as the subject or the
 * actor, cannot be deleted (issue 23, migration 0014): the trail and the member it is about stay together.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull(),
    /** Who did it: a staff member, the member themself, or null for the portal (a webhook, a job). */
    actorId: integer().references((): AnyPgColumn => members.id, { onDelete: "restrict" }),
    /** The member the change is about. */
    memberId: integer().references((): AnyPgColumn => members.id, { onDelete: "restrict" }),
    action: text().notNull(),
    reason: text(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [index().on(t.memberId, t.at), index().on(t.actorId, t.at), index().on(t.at)],
);
