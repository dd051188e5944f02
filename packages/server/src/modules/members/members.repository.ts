import { firstOfficeMemberNo } from "@club/domain/member-number.rules";
import { and, eq, gte, inArray, max, sql } from "drizzle-orm";
import { advisoryLocks } from "../../db/advisory-locks.ts";
import type { Db } from "../../db/client.ts";
import { seenMemberColumns, standingSql } from "../../db/member-filters.ts";
import { preparedPerDb } from "../../db/prepared.ts";
import { associates, members } from "./members.schema.ts";

export async function findMemberByEmail(db: Db, email: string) {
  const [member] = await db
    .select()
    .from(members)
    .where(eq(sql`lower(${members.email})`, email.toLowerCase()));
  return member;
}

// A member's own pages read their record on nearly every request: prepared once (issue 41, the common request cheap).
const memberById = preparedPerDb((db) =>
  db
    .select()
    .from(members)
    .where(eq(members.id, sql.placeholder("id")))
    .prepare("find_member_by_id"),
);

export async function findMemberById(db: Db, id: number) {
  const [member] = await memberById(db).execute({ id });
  return member;
}

/** The member with this number: their last name and their standing on `today` (issue 39: a car's buyer). */
export async function findMemberStandingByNo(db: Db, memberNo: number, today: string) {
  const [member] = await db
    .select({
      id: members.id,
      memberNo: members.memberNo,
      lastName: members.lastName,
      standing: standingSql(today),
    })
    .from(members)
    .where(eq(members.memberNo, memberNo));
  return member;
}

export async function updatePasswordHash(db: Db, memberId: number, passwordHash: string, now: Date) {
  await db
    .update(members)
    .set({ passwordHash, passwordSetAt: now, updatedAt: now })
    .where(eq(members.id, memberId));
}

/** Of these members, each password set at or after `since` no longer signs in; how many were. */
export async function clearPasswordSetSince(
  db: Db,
  memberIds: number[],
  { since, passwordHash, now }: { since: Date; passwordHash: string; now: Date },
) {
  if (memberIds.length === 0) return 0;
  const cleared = await db
    .update(members)
    .set({ passwordHash, passwordSetAt: null, updatedAt: now })
    .where(and(inArray(members.id, memberIds), gte(members.passwordSetAt, since)))
    .returning({ id: members.id });
  return cleared.length;
}

export async function insertMember(db: Db, values: typeof members.$inferInsert) {
  const [member] = await db.insert(members).values(values).returning();
  if (!member) throw new Error("member not created");
  return member;
}

/** Holds the office accounts' numbers until the transaction ends: two accounts made at once get two numbers. */
export async function lockOfficeMemberNumbers(db: Db) {
  await db.execute(sql`select pg_advisory_xact_lock(${advisoryLocks.officeNumbers})`);
}

/** The next number of the office accounts' range (issue 23): after its highest, or its first. */
export async function nextOfficeMemberNo(db: Db) {
  const [row] = await db
    .select({ highest: max(members.memberNo) })
    .from(members)
    .where(gte(members.memberNo, firstOfficeMemberNo));
  return row?.highest ? row.highest + 1 : firstOfficeMemberNo;
}

/** The member's associate (spouse or partner), registered or renamed. */
export async function upsertAssociate(
  db: Db,
  memberId: number,
  associate: { firstName: string; lastName: string },
  now: Date,
) {
  await db
    .insert(associates)
    .values({ memberId, ...associate, createdAt: now })
    .onConflictDoUpdate({
      target: associates.memberId,
      set: { firstName: sql`excluded.first_name`, lastName: sql`excluded.last_name` },
    });
}

export async function deleteAssociate(db: Db, memberId: number) {
  await db.delete(associates).where(eq(associates.memberId, memberId));
}

export async function lockMemberRow(db: Db, memberId: number) {
  await db.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for("update");
}

export async function updateMember(db: Db, memberId: number, values: Partial<typeof members.$inferInsert>) {
  const [member] = await db.update(members).set(values).where(eq(members.id, memberId)).returning();
  return member;
}

export type MemberRow = typeof members.$inferSelect;

export async function findAssociateRow(db: Db, memberId: number) {
  const [row] = await db.select().from(associates).where(eq(associates.memberId, memberId));
  return row;
}

export async function moveAssociate(db: Db, fromMemberId: number, toMemberId: number) {
  await db.update(associates).set({ memberId: toMemberId }).where(eq(associates.memberId, fromMemberId));
}

/** How another area names a member: its lists and letters show the number and the name. */
export const memberNameColumns = {
  id: members.id,
  memberNo: members.memberNo,
  firstName: members.firstName,
  lastName: members.lastName,
};

/** The account each of these lower-cased addresses belongs to (one at most: the index on lower(email)). */
export function findMembersByAddresses(db: Db, addresses: string[]) {
  return db
    .select({ address: sql<string>`lower(${members.email})`, ...memberNameColumns })
    .from(members)
    .where(inArray(sql`lower(${members.email})`, addresses));
}

export function findMemberNamesByIds(db: Db, ids: number[]) {
  return db.select(memberNameColumns).from(members).where(inArray(members.id, ids));
}

/** The members' names with what the visibility rule reads of them (their privacy choices, whether erased). */
export function findSeenMembersByIds(db: Db, ids: number[]) {
  return db
    .select({
      ...memberNameColumns,
      prefix: members.prefix,
      suffix: members.suffix,
      ...seenMemberColumns,
    })
    .from(members)
    .where(inArray(members.id, ids));
}

/** NO KEY UPDATE: other transactions' inserts that reference the member (KEY SHARE) do not wait for it. */
export async function lockMemberRowKeepingKeys(db: Db, memberId: number) {
  await db.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for("no key update");
}

/** Each account's e-mail and name, with the columns that say whether the office closed it. */
export function findAccountContactsByIds(db: Db, ids: number[]) {
  return db
    .select({
      id: members.id,
      email: members.email,
      firstName: members.firstName,
      lastName: members.lastName,
      mergedIntoId: members.mergedIntoId,
      deceasedOn: members.deceasedOn,
      resignedOn: members.resignedOn,
    })
    .from(members)
    .where(inArray(members.id, ids));
}

/** The member's name and number, with the columns that say whether the office closed the account. */
export async function findCardHolder(db: Db, memberId: number) {
  const [row] = await db
    .select({
      prefix: members.prefix,
      firstName: members.firstName,
      lastName: members.lastName,
      suffix: members.suffix,
      memberNo: members.memberNo,
      deceasedOn: members.deceasedOn,
      resignedOn: members.resignedOn,
      mergedIntoId: members.mergedIntoId,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return row;
}
