import { and, desc, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inIds } from "../../db/column-arrays.ts";
import { cursorRows } from "../../db/cursor-rows.ts";
import { contains, containsPattern } from "../../db/member-filters.ts";
import { members } from "../members/members.schema.ts";
import { auditLog } from "./audit.schema.ts";

export type AuditValues = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: Db, values: AuditValues) {
  await db.insert(auditLog).values(values);
}

/** An account as the office names it: by its member number, or by text its full name holds. */
export type AccountMatch = { memberNo: number } | { name: string };

export interface AuditFilter {
  /** Entries about any of these members. */
  memberIds?: number[];
  actorId?: number;
  /** Entries about a member so named. */
  member?: AccountMatch;
  /** Entries by an account so named. */
  actor?: AccountMatch;
  /** From this moment, inclusive. */
  from?: Date;
  /** Before this moment. */
  before?: Date;
}

/**
 * Entries whose member (or actor) column is an account so named. A member number is one account, looked up first
 * by its unique index: the log is then read newest first down its (member, at) or (actor, at) index, and stops at
 * the page, however many entries the account has. A name reads its accounts from the full name's trigram index
 * (migration 0020, the office's search).
 */
function byAccount(column: typeof auditLog.memberId | typeof auditLog.actorId, match: AccountMatch): SQL {
  if ("memberNo" in match)
    return sql`${column} = (select ${members.id} from ${members} where ${members.memberNo} = ${match.memberNo})`;
  const named = sql`lower(${members.firstName} || ' ' || ${members.lastName}) like ${containsPattern(match.name)}`;
  return sql`${column} in (select ${members.id} from ${members} where ${named})`;
}

function conditions(filter: AuditFilter): SQL | undefined {
  return and(
    filter.memberIds ? inArray(auditLog.memberId, filter.memberIds) : undefined,
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.member ? byAccount(auditLog.memberId, filter.member) : undefined,
    filter.actor ? byAccount(auditLog.actorId, filter.actor) : undefined,
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

/** The `after` of the newest entry of `action`, if any. */
export async function findNewestAfter(db: Db, action: string) {
  const [row] = await db
    .select({ after: auditLog.after })
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  return row?.after ?? null;
}

/** Of these members, those the trail names, as whom a change was about or as who made it. */
export async function findMembersNamedInTrail(db: Db, memberIds: number[]) {
  if (memberIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ memberId: auditLog.memberId })
    .from(auditLog)
    .where(inIds(auditLog.memberId, memberIds))
    .union(
      db.select({ memberId: auditLog.actorId }).from(auditLog).where(inIds(auditLog.actorId, memberIds)),
    );
  return new Set(rows.flatMap((row) => (row.memberId === null ? [] : [row.memberId])));
}

/** Entries about or by the member, and any whose values or reason hold one of the words (issue 39: an erasure). */
export function findEntriesNaming(db: Db, memberId: number, words: string[]) {
  const naming = words.map((word) =>
    or(
      contains(sql`${auditLog.before}::text`, word),
      contains(sql`${auditLog.after}::text`, word),
      contains(auditLog.reason, word),
    ),
  );
  return db
    .select({
      id: auditLog.id,
      memberId: auditLog.memberId,
      reason: auditLog.reason,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(or(eq(auditLog.memberId, memberId), eq(auditLog.actorId, memberId), ...naming));
}

/**
 * The entries' reason and values rewritten with the person taken out (issue 39), the only change the trail's trigger
 * lets through: it is let through for these statements of the caller's transaction alone (migration 0030, hand-written part).
 */
export async function rewriteEntries(
  db: Db,
  entries: {
    id: number;
    reason: string | null;
    before: AuditValues["before"];
    after: AuditValues["after"];
  }[],
) {
  if (entries.length === 0) return;
  await db.execute(sql`select set_config('club.audit_erasure', 'on', true)`);
  for (const { id, ...values } of entries) await db.update(auditLog).set(values).where(eq(auditLog.id, id));
  await db.execute(sql`select set_config('club.audit_erasure', '', true)`);
}
