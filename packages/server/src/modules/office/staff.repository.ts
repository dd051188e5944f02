import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { members } from "../members/members.schema.ts";
import { staff } from "./office.schema.ts";

/** The staff row, held until the transaction ends: two codes checked at once cannot both use one step. */
export async function lockStaff(db: Db, memberId: number) {
  const [row] = await db.select().from(staff).where(eq(staff.memberId, memberId)).for("update");
  return row;
}

/** The account's office role, if it has one. */
export async function findStaffRole(db: Db, memberId: number) {
  const [row] = await db.select({ role: staff.role }).from(staff).where(eq(staff.memberId, memberId));
  return row?.role ?? null;
}

export async function updateStaff(
  db: Db,
  memberId: number,
  values: Partial<Omit<typeof staff.$inferInsert, "memberId" | "createdAt">>,
) {
  await db.update(staff).set(values).where(eq(staff.memberId, memberId));
}

export async function upsertStaff(db: Db, values: typeof staff.$inferInsert) {
  await db
    .insert(staff)
    .values(values)
    .onConflictDoUpdate({ target: staff.memberId, set: { role: values.role } });
}

/**
 * The office's accounts with their names and addresses, by name (member numbers are unique: a stable order), or
 * only the account `memberId`, or one page.
 */
export function findStaffAccounts(
  db: Db,
  filter: { memberId?: number; page?: { limit: number; offset: number } },
) {
  const { memberId, page } = filter;
  const query = db
    .select({
      memberId: staff.memberId,
      memberNo: members.memberNo,
      firstName: members.firstName,
      lastName: members.lastName,
      email: members.email,
      role: staff.role,
      totpConfirmedAt: staff.totpConfirmedAt,
      createdAt: staff.createdAt,
    })
    .from(staff)
    .innerJoin(members, eq(members.id, staff.memberId))
    .where(memberId === undefined ? undefined : eq(staff.memberId, memberId))
    .orderBy(asc(members.lastName), asc(members.firstName), asc(members.memberNo))
    .$dynamic();
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countStaffAccounts(db: Db) {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(staff);
  return row?.count ?? 0;
}

/**
 * The office administrators who can still sign in (not merged away, deceased or resigned), their rows held until
 * the transaction ends: two administrators taking away each other's role at once cannot leave the office with none,
 * and a closed account does not count as the administrator left.
 */
export async function lockAdministrators(db: Db) {
  const rows = await db
    .select({ memberId: staff.memberId })
    .from(staff)
    .innerJoin(members, eq(members.id, staff.memberId))
    .where(
      and(
        eq(staff.role, "office_admin"),
        isNull(members.mergedIntoId),
        isNull(members.deceasedOn),
        isNull(members.resignedOn),
      ),
    )
    .orderBy(asc(staff.memberId))
    .for("update", { of: staff });
  return rows.map((row) => row.memberId);
}

/** The account keeps everything else; its office role (and with it its authenticator) goes. */
export async function deleteStaff(db: Db, memberId: number) {
  await db.delete(staff).where(eq(staff.memberId, memberId));
}
