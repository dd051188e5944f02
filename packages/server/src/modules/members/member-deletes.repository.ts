import { and, asc, eq, inArray, lt, notExists, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { inIds } from "../../db/column-arrays.ts";
import { donations, nationalMemberships } from "../memberships/memberships.schema.ts";
import { staff } from "../office/office.schema.ts";
import { memberNameColumns } from "./members.repository.ts";
import { members } from "./members.schema.ts";

// Issue 23: money and the trail restrict the delete of a member in the database (migration 0014). Checkout and the
// trail answer for their references through their services (member-deletes.service.ts). Memberships' gifts and
// national memberships and the office's staff are read here: memberships and office call members, so members
// calling their services back would make a cycle.

/** Ids a statement: the import's undo deletes 500 at a time, a check before it may name thousands. */
export const chunkSize = 1000;

/** A duplicate merged into a member: its history points there. */
const duplicate = alias(members, "duplicate");

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
 * Of these members (a chunk), those a delete must not reach, by number: their id is in `namedElsewhere` (what
 * checkout and the trail answered), a gift was made in their name, or a duplicate was merged into them. Each
 * reference is read once for the chunk, not once per member.
 */
export function findMembersKept(db: Db, ids: number[], namedElsewhere: number[]) {
  const donors = db.select({ id: donations.memberId }).from(donations).where(inIds(donations.memberId, ids));
  const mergedInto = db
    .select({ id: duplicate.mergedIntoId })
    .from(duplicate)
    .where(inIds(duplicate.mergedIntoId, ids));
  return db
    .select({
      ...memberNameColumns,
      donated: sql<boolean>`${members.id} in ${donors}`,
      mergedInto: sql<boolean>`${members.id} in ${mergedInto}`,
    })
    .from(members)
    .where(
      and(
        inIds(members.id, ids),
        or(inIds(members.id, namedElsewhere), inArray(members.id, donors), inArray(members.id, mergedInto)),
      ),
    )
    .orderBy(asc(members.memberNo));
}

/**
 * Of these joiners who never paid (checkout's answer), those the purge may delete, row-locked: signed up before
 * `before`, with no gift in their name, no national membership, no office account and no duplicate merged into them.
 */
export async function lockPurgeableJoiners(db: Db, ids: number[], before: Date) {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        inArray(members.id, ids),
        lt(members.createdAt, before),
        sql`not exists (select 1 from ${donations} where ${donations.memberId} = ${members.id})`,
        sql`not exists (select 1 from ${nationalMemberships} where ${nationalMemberships.memberId} = ${members.id})`,
        sql`not exists (select 1 from ${staff} where ${staff.memberId} = ${members.id})`,
        notExists(
          db.select({ id: duplicate.id }).from(duplicate).where(eq(duplicate.mergedIntoId, members.id)),
        ),
      ),
    )
    .orderBy(asc(members.id))
    .for("update", { of: members });
  return rows.map((row) => row.id);
}
