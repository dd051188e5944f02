import { and, asc, inArray, lt, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { auditLog } from "../audit/audit.schema.ts";
import { invoices, payments, refunds } from "../checkout/checkout.schema.ts";
import { donations, nationalMemberships } from "../memberships/memberships.schema.ts";
import { staff } from "../office/office.schema.ts";
import { members } from "./members.schema.ts";

// Issue 23: money and the trail restrict the delete of a member in the database (migration 0014). These are the
// same references, read before a delete is attempted, so that whoever deletes members (an import's undo, the purge
// of joiners who never paid) refuses in words instead of failing on a foreign key.

/** Ids a statement: the import's undo deletes 500 at a time, a check before it may name thousands. */
const chunkSize = 1000;

/** The trail names the member, as whom a change was about or as who made it. */
function namedInTrail(id: AnyPgColumn) {
  return sql`(exists (select 1 from ${auditLog} where ${auditLog.memberId} = ${id})
    or exists (select 1 from ${auditLog} where ${auditLog.actorId} = ${id}))`;
}

/** A duplicate was merged into the member: its history points here. */
function hasMergedDuplicates(id: AnyPgColumn) {
  return sql`exists (select 1 from ${members} duplicate where duplicate.merged_into_id = ${id})`;
}

/** Locks the members' rows until the caller's transaction ends: no invoice, entry or merge can name them meanwhile. */
export async function lockMembers(db: Db, ids: number[]) {
  for (let start = 0; start < ids.length; start += chunkSize)
    await db
      .select({ id: members.id })
      .from(members)
      .where(inArray(members.id, ids.slice(start, start + chunkSize)))
      .orderBy(asc(members.id))
      .for("update");
}

/**
 * Of these members, those a delete must not reach, and what keeps each. Each reference is read once for the whole
 * chunk, not once per member: an office records every cheque and makes every change, so `payments.recorded_by` and
 * `audit_log.actor_id` hold a handful of distinct ids, PostgreSQL expects any id to match a fifth of the rows, and a
 * correlated EXISTS per member became a read of the whole table per member (3 s per 500 members at 50,000 payments).
 */
export async function findMembersKept(db: Db, ids: number[]) {
  const kept = [];
  for (let start = 0; start < ids.length; start += chunkSize) {
    const chunk = sql`(select ${members.id} from ${members} where ${inArray(members.id, ids.slice(start, start + chunkSize))})`;
    const money = sql`(select ${invoices.memberId} from ${invoices} where ${invoices.memberId} in ${chunk}
      union select ${donations.memberId} from ${donations} where ${donations.memberId} in ${chunk}
      union select ${payments.recordedBy} from ${payments} where ${payments.recordedBy} in ${chunk}
      union select ${refunds.actorId} from ${refunds} where ${refunds.actorId} in ${chunk})`;
    const trail = sql`(select ${auditLog.memberId} from ${auditLog} where ${auditLog.memberId} in ${chunk}
      union select ${auditLog.actorId} from ${auditLog} where ${auditLog.actorId} in ${chunk})`;
    const merged = sql`(select duplicate.merged_into_id from ${members} duplicate
      where duplicate.merged_into_id in ${chunk})`;
    const rows = await db
      .select({
        id: members.id,
        memberNo: members.memberNo,
        firstName: members.firstName,
        lastName: members.lastName,
        money: sql<boolean>`${members.id} in ${money}`,
        trail: sql<boolean>`${members.id} in ${trail}`,
        mergedInto: sql<boolean>`${members.id} in ${merged}`,
      })
      .from(members)
      .where(
        sql`${members.id} in ${chunk} and (${members.id} in ${money} or ${members.id} in ${trail}
          or ${members.id} in ${merged})`,
      )
      .orderBy(asc(members.memberNo));
    kept.push(...rows);
  }
  return kept;
}

/**
 * Joiners who never paid, row-locked: signed up before `before`, a join invoice, no membership, and no invoice that
 * was paid or is newer. Whether an unpaid invoice holds money after all (a capture we did not settle) is checkout's
 * to say; nothing else may keep them (a gift, a payment they recorded, the trail, a merge), and an office account
 * is kept whether or not it ever paid as a member.
 */
export async function lockAbandonedJoiners(db: Db, before: Date) {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        lt(members.createdAt, before),
        sql`exists (select 1 from ${invoices} where ${invoices.memberId} = ${members.id} and ${invoices.kind} = 'join')`,
        sql`not exists (select 1 from ${invoices} where ${invoices.memberId} = ${members.id}
          and (${invoices.status} in ('paid', 'refunded') or ${invoices.createdAt} >= ${before}))`,
        sql`not exists (select 1 from ${donations} where ${donations.memberId} = ${members.id})`,
        sql`not exists (select 1 from ${payments} where ${payments.recordedBy} = ${members.id})`,
        sql`not exists (select 1 from ${refunds} where ${refunds.actorId} = ${members.id})`,
        sql`not ${namedInTrail(members.id)}`,
        sql`not ${hasMergedDuplicates(members.id)}`,
        sql`not exists (select 1 from ${nationalMemberships} where ${nationalMemberships.memberId} = ${members.id})`,
        sql`not exists (select 1 from ${staff} where ${staff.memberId} = ${members.id})`,
      ),
    )
    .orderBy(asc(members.id))
    .for("update", { of: members });
  return rows.map((row) => row.id);
}
