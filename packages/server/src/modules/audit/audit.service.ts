import { momentsOfClubDays } from "@club/domain/club-clock";
import type { AuditEntry, auditQuerySchema } from "@club/domain/office.schema";
import type { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { streamCsv } from "../../lib/csv.ts";
import { redactText, redactValue, wordsPattern } from "../../lib/redact.ts";
import {
  type AuditFilter,
  findAuditEntries,
  findEntriesNaming,
  findMembersNamedInTrail,
  findNewestAfter,
  insertAuditEntry,
  rewriteEntries,
  streamAuditEntries,
} from "./audit.repository.ts";

/** One change for the trail: who (null: the portal itself), about whom, what, why, and the values it changed. */
export interface AuditChange {
  actorId: number | null;
  memberId: number | null;
  action: string;
  reason?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Writes the change to the audit trail. Pass the transaction of the change as `context.db`: the entry and the
 * change are committed together or not at all.
 */
export async function recordAudit(context: Pick<AppContext, "db" | "now">, change: AuditChange) {
  await insertAuditEntry(context.db, {
    at: context.now(),
    actorId: change.actorId,
    memberId: change.memberId,
    action: change.action,
    reason: change.reason ?? null,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/**
 * Issue 39: an erased member leaves the trail without their name. Every entry keeps what happened, when, by which
 * account, about which (now anonymised) account and which fields changed; the values that named the person go: in
 * entries about them, whatever was under one of `fields` (an old name or address included), and anywhere in the
 * trail the `words` they were known by. Pass the erasure's transaction as `context.db`.
 */
export async function forgetMemberInTrail(
  context: Pick<AppContext, "db">,
  person: { memberId: number; fields: string[]; words: string[] },
) {
  const pattern = wordsPattern(person.words);
  const aboutThem = new Set(person.fields);
  const none = new Set<string>();
  const rows = await findEntriesNaming(context.db, person.memberId, person.words);
  const rewritten = rows.map(({ memberId, ...row }) => {
    const fields = memberId === person.memberId ? aboutThem : none;
    const entry = {
      id: row.id,
      reason: row.reason === null ? null : redactText(row.reason, pattern),
      before: redactValue(row.before, fields, pattern) as typeof row.before,
      after: redactValue(row.after, fields, pattern) as typeof row.after,
    };
    return JSON.stringify(entry) === JSON.stringify(row) ? null : entry;
  });
  await rewriteEntries(
    context.db,
    rewritten.filter((entry) => entry !== null),
  );
}

/** Only the fields whose values differ, before and after: what the trail shows for an edit. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const keys = Object.keys(after).filter(
    (key) => after[key] !== undefined && JSON.stringify(after[key]) !== JSON.stringify(before[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

const toEntry = <Row extends { at: Date }>(row: Row) => ({ ...row, at: row.at.toISOString() });

export async function listAudit(
  context: Pick<AppContext, "db">,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<AuditEntry[]> {
  const rows = await findAuditEntries(context.db, filter, page);
  return rows.map(toEntry);
}

export const auditPageSize = 100;

export type AuditQuery = z.output<typeof auditQuerySchema>;

/** What the office typed for a member or an actor: digits are a member number, anything else part of a name. */
function accountMatchOf(typed: string | undefined) {
  if (typed === undefined) return undefined;
  return /^\d+$/.test(typed) ? { memberNo: Number(typed) } : { name: typed };
}

/**
 * What the office reads the trail with: its filters, and the club's time zone, whose days `from` and `to` are (issue
 * 40). The zone is handed in (app composition): settings writes the trail, so audit may not call settings.
 */
export type AuditContext = AppContext & { clubTimeZone(): Promise<string> };

function auditFilter(query: Omit<AuditQuery, "page">, timeZone: string) {
  return {
    memberIds: query.memberId ? [query.memberId] : undefined,
    actorId: query.actorId,
    member: accountMatchOf(query.memberSearch),
    actor: accountMatchOf(query.actorSearch),
    ...momentsOfClubDays(query.from, query.to, timeZone),
  };
}

/** GET /office/audit: a page of the trail. */
export async function auditPage(context: AuditContext, query: AuditQuery) {
  const offset = (query.page - 1) * auditPageSize;
  const filter = auditFilter(query, await context.clubTimeZone());
  const results = await listAudit(context, filter, { limit: auditPageSize, offset });
  return { results, page: query.page, pageSize: auditPageSize };
}

/** GET /office/audit.csv: every matching entry, newest first, read through one cursor as the file is sent. */
export async function auditCsv(context: AuditContext, query: Omit<AuditQuery, "page">) {
  const columns = ["at", "actor_id", "actor", "member_id", "action", "reason", "before", "after"];
  const filter = auditFilter(query, await context.clubTimeZone());
  // The cursor's rows as they come (no entry copied for each): the moment written as the API writes it.
  return streamCsv(columns, streamAuditEntries(context.db, filter), (entry) => [
    entry.at.toISOString(),
    entry.actorId,
    entry.actorName,
    entry.memberId,
    entry.action,
    entry.reason,
    entry.before ? JSON.stringify(entry.before) : "",
    entry.after ? JSON.stringify(entry.after) : "",
  ]);
}

/** The values the newest entry of `action` recorded (a setting the office gave with its latest request), if any. */
export function newestAuditAfter(context: Pick<AppContext, "db">, action: string) {
  return findNewestAfter(context.db, action);
}

/** Of these members, those the trail names, which their delete must not reach (issue 23). One query for the list. */
export function membersNamedInTrail(context: Pick<AppContext, "db">, memberIds: number[]) {
  return findMembersNamedInTrail(context.db, memberIds);
}
