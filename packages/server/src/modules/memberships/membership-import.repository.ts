import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { insertRows } from "../../db/json-rows.ts";
import { nationalMemberships, regionalMemberships } from "./memberships.schema.ts";

// The roster import's writes to national and regional memberships (issue 16): many rows a statement.

export type NationalMembershipRow = Pick<
  typeof nationalMemberships.$inferInsert,
  "memberId" | "nationalPlanId" | "yearJoined" | "duesExpire"
>;
export type RegionalMembershipRow = Pick<
  typeof regionalMemberships.$inferInsert,
  "memberId" | "regionalPlanId" | "duesExpire" | "associate"
>;

/** Each member's one national membership, created or replaced by the given plan, dues and year joined. */
export async function upsertNationalMemberships(db: Db, rows: NationalMembershipRow[], now: Date) {
  await insertRows(
    db,
    nationalMemberships,
    rows.map((row) => ({ ...row, createdAt: now, updatedAt: now })),
    sql`on conflict (member_id) do update set national_plan_id = excluded.national_plan_id,
      year_joined = excluded.year_joined, dues_expire = excluded.dues_expire, updated_at = excluded.updated_at`,
  );
}

export async function deleteNationalMemberships(db: Db, memberIds: number[]) {
  if (memberIds.length > 0)
    await db.delete(nationalMemberships).where(inArray(nationalMemberships.memberId, memberIds));
}

/** New regional memberships; one the member already has keeps its dues. */
export async function insertRegionalMemberships(db: Db, rows: RegionalMembershipRow[], now: Date) {
  await insertRows(
    db,
    regionalMemberships,
    rows.map((row) => ({ ...row, createdAt: now, updatedAt: now })),
    sql`on conflict (member_id, regional_plan_id) do nothing`,
  );
}

/** Every regional membership of these members. */
export async function deleteRegionalMembershipsOf(db: Db, memberIds: number[]) {
  if (memberIds.length > 0)
    await db.delete(regionalMemberships).where(inArray(regionalMemberships.memberId, memberIds));
}

/** The member's regional memberships but those of `keep` (all of them when `keep` is empty). */
export async function deleteRegionalMembershipsExcept(db: Db, memberId: number, keep: number[]) {
  await db
    .delete(regionalMemberships)
    .where(
      and(
        eq(regionalMemberships.memberId, memberId),
        keep.length > 0 ? notInArray(regionalMemberships.regionalPlanId, keep) : undefined,
      ),
    );
}
