import { and, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cursorRows } from "../../db/cursor-rows.ts";
import { auditLog, members } from "../../db/schema.ts";

export type AuditValues = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: Db, values: AuditValues) {
  await db.insert(auditLog).values(values);
}

export interface AuditFilter {
  /** Entries about any of these members. */
  memberIds?: number[];
  actorId?: number;
  /** From this moment, inclusive. */
  from?: Date;
  /** Before this moment. */
  before?: Date;
}

function conditions(filter: AuditFilter): SQL | undefined {
  return and(
    filter.memberIds ? inArray(auditLog.memberId, filter.memberIds) : undefined,
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.before ? lt(auditLog.at, filter.before) : undefined,
  );
}

/** Newest first, with the actor's name. */
function auditEntries(db: Db, filter: AuditFilter) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorName: sql<string | null>`(select ${members.firstName} || ' ' || ${members.lastName}
        from ${members} where ${members.id} = ${auditLog.actorId})`,
      memberId: auditLog.memberId,
      memberName: sql<string | null>`(select ${members.firstName} || ' ' || ${members.lastName}
        from ${members} where ${members.id} = ${auditLog.memberId})`,
      action: auditLog.action,
      reason: auditLog.reason,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(conditions(filter))
    .orderBy(desc(auditLog.at), desc(auditLog.id));
}

export function findAuditEntries(db: Db, filter: AuditFilter, page: { limit: number; offset: number }) {
  return auditEntries(db, filter).limit(page.limit).offset(page.offset);
}

/** Every matching entry in the same order, in one pass through a cursor (the CSV export). */
export function streamAuditEntries(db: Db, filter: AuditFilter) {
  return cursorRows(db, auditEntries(db, filter));
}
